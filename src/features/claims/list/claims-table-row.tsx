import { Box, Group } from '@mantine/core';
import { memo, type KeyboardEvent } from 'react';
import { statusDueAt } from '../../../domain/claim-status';
import type { Claim } from '../../../domain/claim.schema';
import { ClaimCell } from './claim-cell';
import type { ClaimLookups } from '../claim-lookups';
import type { ClaimSyncState } from '../claim-sync-state';
import { cellClass, NUMERIC_FIELDS, ROW_HEIGHT } from './claims-table-layout';
import { OverdueBadge } from '../overdue-badge';
import { SyncStateBadge } from '../sync-state-badge';

export interface ClaimsTableRowProps {
  claim: Claim;
  index: number;
  fields: readonly string[];
  lookups: ClaimLookups;
  syncState: ClaimSyncState;
  /** Offset from the top of the list (virtualized), and the grid's column template. */
  top: number;
  template: string;
  onOpen: (claimId: string) => void;
  onKeyNavigate: (index: number, event: KeyboardEvent<HTMLDivElement>) => void;
}

function overdueSince(claim: Claim, lookups: ClaimLookups): Date | null {
  const due = statusDueAt(lookups.statuses, claim.status, claim.statusChangedAt);
  return due && due.getTime() < (lookups.now ?? new Date()).getTime() ? due : null;
}

export const ClaimsTableRow = memo(function ClaimsTableRow(props: ClaimsTableRowProps) {
  const { claim, index, fields, lookups, syncState, top, template, onOpen, onKeyNavigate } = props;
  const overdue = overdueSince(claim, lookups);
  return (
    <Box
      role="row"
      aria-rowindex={index + 2}
      tabIndex={0}
      data-index={index}
      data-claim-id={claim.id}
      data-overdue={overdue ? 'true' : undefined}
      className="claims-grid-row"
      onClick={() => onOpen(claim.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(claim.id);
        } else onKeyNavigate(index, event);
      }}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        transform: `translateY(${top}px)`,
        display: 'grid',
        gridTemplateColumns: template,
        borderBottom: '1px solid var(--mantine-color-gray-1)',
      }}
    >
      {fields.map((field, column) => (
        <Box
          key={field}
          role="cell"
          className={cellClass(column)}
          style={NUMERIC_FIELDS.has(field) ? { justifyContent: 'flex-end' } : undefined}
        >
          <ClaimCell claim={claim} field={field} lookups={lookups} overdueSince={overdue} />
        </Box>
      ))}
      <Box role="cell" className="claims-grid-cell">
        <Group gap={4} wrap="nowrap">
          {overdue && !fields.includes('status') && <OverdueBadge dueAt={overdue} compact />}
          <SyncStateBadge state={syncState} claimId={claim.id} compact />
        </Group>
      </Box>
    </Box>
  );
});
