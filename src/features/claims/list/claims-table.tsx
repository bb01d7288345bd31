import { Group } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import type { ClaimColumn } from '../../../domain/claim-columns';
import { statusDueAt } from '../../../domain/claim-status';
import type { Claim } from '../../../domain/claim.schema';
import type { PanelState } from '../../../shared/ui/state-panel';
import type { TableSort } from '../../../shared/ui/virtual-table/table-sort';
import { SyncedVirtualTable } from '../../../shared/ui/virtual-table/synced-virtual-table';
import type { ClaimLookups } from '../claim-lookups';
import type { SyncState, SyncStates } from '../../../shared/ui/sync-state';
import { OverdueBadge } from '../overdue-badge';
import { SyncStateBadge } from '../../../shared/ui/sync-state-badge';
import { DetailsElsewhereMark } from '../details-elsewhere-mark';
import { ClaimCell } from './claim-cell';
import { claimTableColumns, SYNC_COLUMN } from './claims-table-layout';

export interface ClaimsTableProps {
  /** Already filtered and sorted (see useVisibleClaims). */
  claims: readonly Claim[];
  columns: readonly ClaimColumn[];
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  lookups: ClaimLookups;
  syncStates?: SyncStates;
  onOpen: (claimId: string) => void;
  /** Loading or error instead of rows; the empty state shows when `claims` is empty. */
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  empty?: Extract<PanelState, { kind: 'empty' }>;
  height?: number | string;
}

const DEFAULT_EMPTY = { kind: 'empty', title: 'No claims yet' } as const;

function overdueSince(claim: Claim, lookups: ClaimLookups): Date | null {
  const due = statusDueAt(lookups.statuses, claim.status, claim.statusChangedAt);
  return due && due.getTime() < (lookups.now ?? new Date()).getTime() ? due : null;
}

const claimKey = (claim: Claim) => claim.id;

/** The claims list: the shared virtualized table with claim cells, overdue flags and sync marks. */
export function ClaimsTable(props: ClaimsTableProps) {
  const { claims, columns, lookups } = props;
  const tableColumns = useMemo(() => claimTableColumns(columns), [columns]);
  const statusShown = tableColumns.some((c) => c.key === 'status');
  const renderCell = useCallback(
    (claim: Claim, field: string, syncState: string | undefined) => {
      const overdue =
        field === 'status' || field === SYNC_COLUMN ? overdueSince(claim, lookups) : null;
      if (field !== SYNC_COLUMN) {
        return <ClaimCell claim={claim} field={field} lookups={lookups} overdueSince={overdue} />;
      }
      // A synced claim whose details are on the server only shows that instead of "synced".
      const elsewhere =
        (syncState ?? 'synced') === 'synced' && lookups.detailsElsewhere?.has(claim.id);
      return (
        <Group gap={4} wrap="nowrap">
          {overdue && !statusShown && <OverdueBadge dueAt={overdue} compact />}
          {elsewhere ? (
            <DetailsElsewhereMark />
          ) : (
            <SyncStateBadge state={syncState as SyncState} recordId={claim.id} compact />
          )}
        </Group>
      );
    },
    [lookups, statusShown],
  );
  const rowAttributes = useCallback(
    (claim: Claim) => ({
      'data-claim-id': claim.id,
      'data-overdue': overdueSince(claim, lookups) ? 'true' : undefined,
    }),
    [lookups],
  );
  return (
    <SyncedVirtualTable
      {...props}
      rows={claims}
      rowKey={claimKey}
      columns={tableColumns}
      renderCell={renderCell}
      rowAttributes={rowAttributes}
      label="Claims"
      empty={props.empty ?? DEFAULT_EMPTY}
    />
  );
}
