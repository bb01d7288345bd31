import { ActionIcon, Group, Menu, Paper, Stack } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { IconArrowsMove, IconDots, IconGripVertical } from '@tabler/icons-react';
import { memo, type KeyboardEventHandler, type PointerEventHandler } from 'react';
import type { ClaimColumn } from '../../domain/claim-columns';
import type { Claim } from '../../domain/claim.schema';
import type { ClaimLookups } from './claim-lookups';
import type { ClaimSyncState } from './claim-sync-state';
import { KanbanCardBody } from './kanban-card-body';

export interface KanbanCardProps {
  claim: Claim;
  /** Visible fields in order; the first is the card's title. */
  fields: readonly ClaimColumn[];
  lookups: ClaimLookups;
  syncState: ClaimSyncState;
  onOpen: (claimId: string) => void;
  onMoveClaim: (claimId: string, toStatus: string) => void;
}

/** A draggable claim card: pointer-drag anywhere, keyboard-drag with the grip, or "Move to". */
export const KanbanCard = memo(function KanbanCard(props: KanbanCardProps) {
  const { claim, fields, lookups, syncState, onOpen, onMoveClaim } = props;
  const drag = useDraggable({ id: claim.id, data: { status: claim.status } });
  // dnd-kit types its listeners loosely; the pointer one goes on the card, the keyboard one on the grip.
  const label = claim.claimNumber || 'new claim';
  return (
    <Paper
      ref={drag.setNodeRef}
      withBorder
      radius="md"
      p="xs"
      tabIndex={0}
      aria-label={`Claim ${label}. Press Enter to open.`}
      data-claim-id={claim.id}
      onPointerDown={drag.listeners?.onPointerDown as PointerEventHandler | undefined}
      onClick={() => onOpen(claim.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(claim.id);
      }}
      style={{
        cursor: 'grab',
        opacity: drag.isDragging ? 0.4 : 1,
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group gap={4} align="flex-start" wrap="nowrap">
        <KanbanCardBody claim={claim} fields={fields} lookups={lookups} syncState={syncState} />
        <Stack gap={2} onClick={(event) => event.stopPropagation()}>
          <ActionIcon
            ref={drag.setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            {...drag.attributes}
            onKeyDown={drag.listeners?.onKeyDown as KeyboardEventHandler | undefined}
            aria-label={`Drag claim ${label}`}
          >
            <IconGripVertical size={14} stroke={1.6} />
          </ActionIcon>
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Move claim ${label}`}
              >
                <IconDots size={14} stroke={1.6} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Move to</Menu.Label>
              {lookups.statuses
                .filter((s) => s.name !== claim.status)
                .map((s) => (
                  <Menu.Item
                    key={s.name}
                    leftSection={<IconArrowsMove size={14} />}
                    onClick={() => onMoveClaim(claim.id, s.name)}
                  >
                    {s.name}
                  </Menu.Item>
                ))}
            </Menu.Dropdown>
          </Menu>
        </Stack>
      </Group>
    </Paper>
  );
});
