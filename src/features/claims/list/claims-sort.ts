import type { Claim } from '../../../domain/claim.schema';
import { claimSortKey } from '../claim-field-value';
import type { ClaimLookups } from '../claim-lookups';
import type { ClaimsSort } from '../claims-query';

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** Sorts a copy; keys are computed once per claim, and ties keep claim-number order. */
export function sortClaims(
  claims: readonly Claim[],
  sort: ClaimsSort,
  lookups: ClaimLookups,
): Claim[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = claims.map((claim) => ({ claim, key: claimSortKey(claim, sort.field, lookups) }));
  keyed.sort((a, b) => {
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : collator.compare(String(a.key), String(b.key));
    return order * sign || collator.compare(a.claim.claimNumber, b.claim.claimNumber);
  });
  return keyed.map((entry) => entry.claim);
}
