import { Badge, Box, Group, Paper, Text } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import type { ClaimColumn } from '../../../domain/claim-columns';
import type { Claim } from '../../../domain/claim.schema';
import type { ClaimLookups } from '../claim-lookups';
import { syncStateOf, type ClaimSyncStates } from '../claim-sync-state';
import { KanbanCard } from './kanban-card';
import { columnId } from './kanban-move';
import { statusColor } from '../status-badge';

export interface KanbanColumnProps {
  status: string;
  claims: readonly Claim[];
  fields: readonly ClaimColumn[];
  lookups: ClaimLookups;
  syncStates?: ClaimSyncStates;
  onOpen: (claimId: string) => void;
  onOpenMenu: (claimId: string, button: HTMLElement) => void;
  height: number;
}

const GAP = 8;

/** One status column: a drop target whose cards are virtualized, so thousands stay smooth. */
export const KanbanColumn = memo(function KanbanColumn(props: KanbanColumnProps) {
  const { status, claims, fields, lookups, syncStates, onOpen, onOpenMenu, height } = props;
  const drop = useDroppable({ id: columnId(status) });
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: claims.length,
    getScrollElement: () => scrollRef.current,
    // Padding, title and one 20 px line per further field, the gap included; badges add a line.
    estimateSize: () => 30 + fields.length * 20,
    // A few cards beyond the view: enough for Tab to reach the next one, few enough to mount fast.
    overscan: 3,
  });
  const headingId = `kanban-${columnId(status)}`;
  return (
    <Paper
      ref={drop.setNodeRef}
      component="section"
      aria-labelledby={headingId}
      radius="md"
      w={280}
      style={{
        flexShrink: 0,
        background: drop.isOver ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-gray-1)',
        outline: drop.isOver ? '2px dashed var(--mantine-color-brand-4)' : undefined,
        transition: 'background 120ms',
      }}
    >
      <Group justify="space-between" px="sm" py={8}>
        <Group gap={8} wrap="nowrap">
          <Box
            w={8}
            h={8}
            style={{ borderRadius: 4, background: `var(--mantine-color-${statusColor(status)}-5)` }}
          />
          <Text id={headingId} size="sm" fw={600}>
            {status}
          </Text>
        </Group>
        <Badge variant="default" radius="sm" aria-label={`${claims.length} claims`}>
          {claims.length.toLocaleString('en-US')}
        </Badge>
      </Group>
      <Box ref={scrollRef} px={8} style={{ height, overflowY: 'auto' }}>
        {claims.length === 0 ? (
          <Text size="xs" c="dimmed" ta="center" py="lg">
            No claims. Drop a card here.
          </Text>
        ) : (
          <Box style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const claim = claims[item.index];
              if (!claim) return null;
              return (
                <Box
                  key={claim.id}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    transform: `translateY(${item.start}px)`,
                    paddingBottom: GAP,
                  }}
                >
                  <KanbanCard
                    claim={claim}
                    fields={fields}
                    lookups={lookups}
                    syncState={syncStateOf(syncStates, claim.id)}
                    onOpen={onOpen}
                    onOpenMenu={onOpenMenu}
                  />
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </Paper>
  );
});
