import { Group, Stack, Text } from '@mantine/core';
import type { ClaimColumn } from '../../domain/claim-columns';
import { statusDueAt } from '../../domain/claim-status';
import type { Claim } from '../../domain/claim.schema';
import { claimFieldText } from './claim-field-value';
import type { ClaimLookups } from './claim-lookups';
import type { ClaimSyncState } from './claim-sync-state';
import { OverdueBadge } from './overdue-badge';
import { SyncStateBadge } from './sync-state-badge';

export interface KanbanCardBodyProps {
  claim: Claim;
  /** Visible fields in order; the first is the card's title. */
  fields: readonly ClaimColumn[];
  lookups: ClaimLookups;
  syncState: ClaimSyncState;
}

/** What a card shows; also the drag overlay's content, which must not register a draggable. */
export function KanbanCardBody({ claim, fields, lookups, syncState }: KanbanCardBodyProps) {
  const [title, ...rest] = fields;
  const due = statusDueAt(lookups.statuses, claim.status, claim.statusChangedAt);
  const overdue = due && due.getTime() < (lookups.now ?? new Date()).getTime() ? due : null;
  return (
    <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
      <Text size="sm" fw={600} truncate>
        {title ? claimFieldText(claim, title.field, lookups) || '—' : claim.claimNumber}
      </Text>
      {rest.map((field) => (
        <Group key={field.id} gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed" w={100} style={{ flexShrink: 0 }} truncate>
            {field.header}
          </Text>
          <Text size="xs" truncate>
            {claimFieldText(claim, field.field, lookups) || '—'}
          </Text>
        </Group>
      ))}
      {(overdue || syncState !== 'synced') && (
        <Group gap={4} mt={2}>
          {overdue && <OverdueBadge dueAt={overdue} />}
          {syncState !== 'synced' && <SyncStateBadge state={syncState} claimId={claim.id} />}
        </Group>
      )}
    </Stack>
  );
}
