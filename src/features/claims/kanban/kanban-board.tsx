import { Alert } from '@mantine/core';
import { useMemo } from 'react';
import type { ClaimColumn } from '../../../domain/claim-columns';
import type { Claim } from '../../../domain/claim.schema';
import { KanbanBoard as Board } from '../../../shared/ui/kanban/kanban-board';
import type { KanbanItems } from '../../../shared/ui/kanban/kanban-types';
import type { PanelState } from '../../../shared/ui/state-panel';
import type { ClaimLookups } from '../claim-lookups';
import type { SyncState, SyncStates } from '../../../shared/ui/sync-state';
import { useRowSyncState } from '../../../shared/ui/use-row-sync-state';
import { statusColor } from '../../../shared/ui/claim-status-badge';
import { KanbanCardBody } from './kanban-card-body';

export interface KanbanBoardProps {
  /** Already filtered and sorted (see useVisibleClaims); grouped here by status. */
  claims: readonly Claim[];
  /** The card fields chosen in the kanban settings (visible ones, in order). */
  fields: readonly ClaimColumn[];
  lookups: ClaimLookups;
  syncStates?: SyncStates;
  onOpen: (claimId: string) => void;
  onMoveClaim: (claimId: string, toStatus: string) => void;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  columnHeight?: number;
}

const statusOf = (claim: Claim) => claim.status;
const claimId = (claim: Claim) => claim.id;

const unlistedNotice = (count: number) => (
  <Alert
    color="yellow"
    variant="light"
    mb="sm"
    title="Claims in statuses that are no longer listed"
  >
    {count} claim(s) have a status that is not configured; open them from the list view to move
    them.
  </Alert>
);

/** The claims kanban: the shared board, one column per configured status, claim cards. */
export function KanbanBoard(props: KanbanBoardProps) {
  const { claims, lookups, syncStates } = props;
  const fields = useMemo(() => props.fields.filter((f) => f.visible), [props.fields]);
  const columns = useMemo(
    () =>
      lookups.statuses.map((s) => ({
        id: s.name,
        title: s.name,
        color: `var(--mantine-color-${statusColor(s.name)}-5)`,
      })),
    [lookups.statuses],
  );
  const cards = useMemo(
    (): KanbanItems<Claim> => ({
      key: (claim) => claim.id,
      name: (claim) => claim.claimNumber || 'new claim',
      noun: { one: 'claim', many: 'claims' },
      render: (claim, state) => (
        <KanbanCardBody
          claim={claim}
          fields={fields}
          lookups={lookups}
          syncState={state as SyncState}
        />
      ),
      attributes: (claim) => ({ 'data-claim-id': claim.id }),
    }),
    [fields, lookups],
  );
  const cardState = useRowSyncState(syncStates, claimId);
  return (
    <Board
      items={claims}
      columns={columns}
      columnOf={statusOf}
      cards={cards}
      cardState={cardState}
      onOpen={props.onOpen}
      onMove={props.onMoveClaim}
      label="Claims by status"
      // Padding, title and one 20 px line per further field, the gap included; badges add a line.
      estimateCardHeight={30 + fields.length * 20}
      unlistedNotice={unlistedNotice}
      state={props.state}
      columnHeight={props.columnHeight}
    />
  );
}
