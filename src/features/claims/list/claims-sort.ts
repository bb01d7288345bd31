import type { Claim } from '../../../domain/claim.schema';
import { claimSortKey, isDateField } from '../claim-field-value';
import type { ClaimLookups } from '../claim-lookups';
import type { ClaimsSort } from '../claims-query';

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

type Keyed = { claim: Claim; key: string | number };

/** ISO dates order by their characters, which is ten times cheaper than the collator. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Sorts a copy; keys are computed once per claim, and ties keep claim-number order. Claims that
 * are already in order (the local query's own order is the default sort) are only checked.
 */
export function sortClaims(
  claims: readonly Claim[],
  sort: ClaimsSort,
  lookups: ClaimLookups,
): Claim[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compareKeys = isDateField(sort.field) ? byCodeUnits : collator.compare;
  const keyed = claims.map((claim): Keyed => ({
    claim,
    key: claimSortKey(claim, sort.field, lookups),
  }));
  const compare = (a: Keyed, b: Keyed) => {
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : compareKeys(String(a.key), String(b.key));
    return order * sign || collator.compare(a.claim.claimNumber, b.claim.claimNumber);
  };
  if (!inOrder(keyed, compare)) keyed.sort(compare);
  return keyed.map((entry) => entry.claim);
}

function inOrder(keyed: readonly Keyed[], compare: (a: Keyed, b: Keyed) => number): boolean {
  for (let i = 1; i < keyed.length; i++) if (compare(keyed[i - 1]!, keyed[i]!) > 0) return false;
  return true;
}
