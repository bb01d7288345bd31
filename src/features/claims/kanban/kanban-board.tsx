import { Alert, Group, ScrollArea } from '@mantine/core';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useCallback, useMemo, useState } from 'react';
import type { ClaimColumn } from '../../../domain/claim-columns';
import type { Claim } from '../../../domain/claim.schema';
import type { ClaimLookups } from '../claim-lookups';
import { syncStateOf, type ClaimSyncStates } from '../claim-sync-state';
import { kanbanAnnouncements, KANBAN_INSTRUCTIONS } from './kanban-announcements';
import { KanbanCardBody } from './kanban-card-body';
import { KanbanColumn } from './kanban-column';
import { kanbanKeyboardCoordinates } from './kanban-keyboard';
import { KanbanMoveMenu, type KanbanMenuTarget } from './kanban-move-menu';
import { groupByStatus, resolveKanbanMove } from './kanban-move';
import { StatePanel, type PanelState } from '../../../shared/ui/state-panel';
import './kanban-board.css';

export interface KanbanBoardProps {
  /** Already filtered and sorted (see useVisibleClaims); grouped here by status. */
  claims: readonly Claim[];
  /** The card fields chosen in the kanban settings (visible ones, in order). */
  fields: readonly ClaimColumn[];
  lookups: ClaimLookups;
  syncStates?: ClaimSyncStates;
  onOpen: (claimId: string) => void;
  onMoveClaim: (claimId: string, toStatus: string) => void;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  columnHeight?: number;
}

export function KanbanBoard(props: KanbanBoardProps) {
  const { claims, lookups, syncStates, onOpen, onMoveClaim, columnHeight = 560 } = props;
  const { statuses } = lookups;
  const fields = useMemo(() => props.fields.filter((f) => f.visible), [props.fields]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [menu, setMenu] = useState<KanbanMenuTarget | null>(null);
  // Stable, so memoized columns and cards do not re-render when the menu opens or closes.
  const openMenu = useCallback(
    (claimId: string, button: HTMLElement) =>
      setMenu((current) => (current?.claimId === claimId ? null : { claimId, button })),
    [],
  );
  const closeMenu = useCallback(() => setMenu(null), []);
  const byId = useMemo(() => new Map(claims.map((c) => [c.id, c])), [claims]);
  const menuClaim = menu ? byId.get(menu.claimId) : undefined;
  // A claim filtered away takes its menu with it; it must not pop up again when the claim returns.
  // (Adjusted while rendering, as React advises for state derived from props.)
  if (menu && !menuClaim) setMenu(null);
  const { columns, unlisted } = useMemo(() => groupByStatus(claims, statuses), [claims, statuses]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: kanbanKeyboardCoordinates(statuses) }),
  );
  const announcements = useMemo(
    () =>
      kanbanAnnouncements(
        (id) => byId.get(String(id))?.claimNumber ?? String(id),
        (id) => byId.get(String(id))?.status ?? 'its status',
      ),
    [byId],
  );

  if (props.state) return <StatePanel state={props.state} minHeight={320} />;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const claim = byId.get(String(active.id));
    const to = claim ? resolveKanbanMove(claim.status, over?.id, statuses) : null;
    if (claim && to) onMoveClaim(claim.id, to);
  };
  const active = activeId ? byId.get(activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      accessibility={{ announcements, screenReaderInstructions: KANBAN_INSTRUCTIONS }}
      onDragStart={({ active: started }: DragStartEvent) => setActiveId(String(started.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      {unlisted.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          mb="sm"
          title="Claims in statuses that are no longer listed"
        >
          {unlisted.length} claim(s) have a status that is not configured; open them from the list
          view to move them.
        </Alert>
      )}
      <ScrollArea type="auto" offsetScrollbars>
        <Group
          align="flex-start"
          gap="sm"
          wrap="nowrap"
          pb="sm"
          role="list"
          aria-label="Claims by status"
        >
          {statuses.map((status) => (
            <div role="listitem" key={status.name}>
              <KanbanColumn
                status={status.name}
                claims={columns.get(status.name) ?? []}
                fields={fields}
                lookups={lookups}
                syncStates={syncStates}
                onOpen={onOpen}
                onOpenMenu={openMenu}
                height={columnHeight}
              />
            </div>
          ))}
        </Group>
      </ScrollArea>
      <KanbanMoveMenu
        target={menu}
        claim={menuClaim}
        statuses={statuses}
        onClose={closeMenu}
        onMoveClaim={onMoveClaim}
      />
      <DragOverlay>
        {active && (
          <div className="kanban-card kanban-card-overlay">
            <KanbanCardBody
              claim={active}
              fields={fields}
              lookups={lookups}
              syncState={syncStateOf(syncStates, active.id)}
            />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
