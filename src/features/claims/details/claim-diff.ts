import { DEFAULT_CLAIM_COLUMNS } from '../../../domain/claim-columns';
import type { Claim } from '../../../domain/claim.schema';
import { claimFieldText } from '../claim-field-value';
import type { ClaimLookups } from '../claim-lookups';

export interface ClaimFieldDiff {
  field: string;
  label: string;
  mine: string;
  server: string;
}

const LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(DEFAULT_CLAIM_COLUMNS.map((c) => [c.field, c.header])),
  customers: 'Customers',
  description: 'Description',
};

const FIELDS = [
  ...DEFAULT_CLAIM_COLUMNS.map((c) => c.field).filter(
    (f) => !['claimNumber', 'customerName', 'dateCreated', 'lastUpdated'].includes(f),
  ),
  'customers',
  'description',
];

function shown(claim: Claim, field: string, lookups: ClaimLookups): string {
  if (field === 'customers') {
    return claim.customers.map((c) => (c.isPrimary ? `${c.name} (primary)` : c.name)).join(', ');
  }
  return claimFieldText(claim, field, lookups);
}

/** The fields where the local and the server version of a claim disagree, as shown on screen. */
export function diffClaims(mine: Claim, server: Claim, lookups: ClaimLookups): ClaimFieldDiff[] {
  return FIELDS.flatMap((field) => {
    const a = shown(mine, field, lookups);
    const b = shown(server, field, lookups);
    return a === b ? [] : [{ field, label: LABELS[field] ?? field, mine: a, server: b }];
  });
}
