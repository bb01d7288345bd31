import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { statusDueAt } from '../../../domain/claim-status';
import type { Claim } from '../../../domain/claim.schema';
import { primaryCustomer } from '../../../domain/claim-customers';
import { formatDate, formatDateTime } from '../../../shared/ui/display-format';
import type { ClaimLookups } from '../claim-lookups';
import { syncStateOf, type SyncStates } from '../../../shared/ui/sync-state';
import { ConflictResolution } from './conflict-resolution';
import { OverdueBadge } from '../overdue-badge';
import { SyncStateBadge } from '../../../shared/ui/sync-state-badge';
import { usePendingValue } from '../../../shared/ui/use-pending-value';

export interface ClaimHeaderProps {
  claim: Claim;
  lookups: ClaimLookups;
  syncStates?: SyncStates;
  /** `onRefused` takes back the status shown ahead of the write when the write is refused. */
  onStatusChange: (status: string, onRefused: () => void) => void;
  /** The server's version when the sync state is conflict. */
  serverVersion?: Claim | null;
  onKeepMine?: () => void;
  onTakeServer?: () => void;
  actions?: ReactNode;
  /** Why the user may not change the claim (their role), or nothing when they may. */
  readOnlyReason?: string | null;
}

export function ClaimHeader(props: ClaimHeaderProps) {
  const { claim, lookups, syncStates, onStatusChange, serverVersion, actions } = props;
  const sync = syncStateOf(syncStates, claim.id);
  const due = statusDueAt(lookups.statuses, claim.status, claim.statusChangedAt);
  const overdue = due && due.getTime() < (lookups.now ?? new Date()).getTime() ? due : null;
  const customer = primaryCustomer(claim.customers)?.name;
  // The chosen status shows at once: the claim's live query re-reads the stored record only
  // after the write, and in the tab that sends the queue that came up to a second later.
  const status = usePendingValue(claim.status, (a, b) => a === b);
  return (
    <Stack gap="sm" mb="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={1} fz={24} fw={650}>
                {claim.claimNumber || 'New claim'}
              </Title>
              <SyncStateBadge state={sync} recordId={claim.id} />
              {overdue && <OverdueBadge dueAt={overdue} />}
            </Group>
            <Text size="sm" c="dimmed">
              {[
                customer,
                claim.clientName && `Referral: ${claim.clientName}`,
                `Policy ${claim.policyNumber}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Text size="xs" c="dimmed">
              Loss {formatDate(claim.dateOfLoss)} · In this status since{' '}
              {formatDateTime(claim.statusChangedAt)}
              {due ? ` · due ${formatDate(due.toISOString())}` : ''}
            </Text>
          </Stack>
          <Group gap="xs" align="flex-end">
            <Select
              label="Status"
              data={lookups.statuses.map((s) => s.name)}
              value={status.shown}
              searchValue={status.shown}
              allowDeselect={false}
              disabled={!!props.readOnlyReason}
              description={props.readOnlyReason ?? undefined}
              onChange={(next) => {
                if (!next || next === status.shown) return;
                status.setPending(next);
                onStatusChange(next, () => status.setPending(null));
              }}
              w={200}
              size="sm"
            />
            {actions}
          </Group>
        </Group>
      </Paper>
      {sync === 'conflict' && serverVersion && props.onKeepMine && props.onTakeServer && (
        <ConflictResolution
          mine={claim}
          server={serverVersion}
          lookups={lookups}
          onKeepMine={props.onKeepMine}
          onTakeServer={props.onTakeServer}
        />
      )}
    </Stack>
  );
}
