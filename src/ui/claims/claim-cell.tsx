import { Text } from '@mantine/core';
import type { Claim } from '../../domain/claim.schema';
import { claimFieldText } from './claim-field-value';
import type { ClaimLookups } from './claim-lookups';
import { OverdueBadge } from './overdue-badge';
import { StatusBadge } from './status-badge';

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
    return (
      <>
        <StatusBadge status={claim.status} />
        {overdueSince && <OverdueBadge dueAt={overdueSince} compact />}
      </>
    );
  }
  const value = claimFieldText(claim, field, lookups);
  return (
    <Text
      fz={13}
      truncate
      fw={field === 'claimNumber' ? 600 : 400}
      c={value ? (field === 'claimNumber' ? 'dark.7' : undefined) : 'dimmed'}
      ff={field === 'estimatedValue' ? 'monospace' : undefined}
      title={value || undefined}
    >
      {value || '—'}
    </Text>
  );
}
