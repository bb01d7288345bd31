import { Group, Text } from '@mantine/core';
import type { Claim } from '../../../domain/claim.schema';
import { claimFieldText } from '../claim-field-value';
import type { ClaimLookups } from '../claim-lookups';
import { OverdueBadge } from '../overdue-badge';
import { StatusBadge } from '../../../shared/ui/claim-status-badge';

export interface ClaimCellProps {
  claim: Claim;
  field: string;
  lookups: ClaimLookups;
  /** When the claim passed its status timeout, else null. */
  overdueSince: Date | null;
}

/** One list cell: the status cell carries the overdue flag, the claim number is emphasised. */
export function ClaimCell({ claim, field, lookups, overdueSince }: ClaimCellProps) {
  if (field === 'status') {
    // The badge truncates when the overdue mark needs the room: the title keeps the full name.
    return (
      <Group component="span" gap={6} wrap="nowrap" miw={0} title={claim.status}>
        <StatusBadge status={claim.status} />
        {overdueSince && <OverdueBadge dueAt={overdueSince} compact />}
      </Group>
    );
  }
  const value = claimFieldText(claim, field, lookups);
  const emphasised = field === 'claimNumber';
  return (
    <Text
      fz={emphasised ? 13 : 12}
      truncate
      fw={emphasised ? 600 : 400}
      c={value ? (emphasised ? 'bright' : undefined) : 'dimmed'}
      ff={field === 'estimatedValue' ? 'monospace' : undefined}
      title={value || undefined}
    >
      {value || '—'}
    </Text>
  );
}
