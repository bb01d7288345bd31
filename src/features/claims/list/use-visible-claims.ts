import { useDeferredValue, useEffect, useMemo } from 'react';
import type { ClaimColumn } from '../../../domain/claim-columns';
import type { Claim } from '../../../domain/claim.schema';
import type { ClaimLookups } from '../claim-lookups';
import { createSearchIndex, incrementalClaimsFilter, warmSearchIndex } from './claims-filter';
import type { ClaimsQuery } from '../claims-query';
import { sortClaims } from './claims-sort';

/**
 * The rows the list and the board show: sorted once per data or sort change, then filtered on the
 * visible columns (filtering keeps the order). The filter is deferred, so typing in the search box
 * never waits for ten thousand rows; each claim's search text is computed once, ahead of the first
 * keystroke, and typing on narrows the last result instead of scanning every claim again.
 */
export function useVisibleClaims(
  claims: readonly Claim[],
  query: ClaimsQuery,
  columns: readonly ClaimColumn[],
  lookups: ClaimLookups,
): Claim[] {
  const filter = useDeferredValue(query.filter);
  // Keyed by the fields' names: a new preferences record with the same columns keeps the index.
  const fieldsKey = columns
    .filter((c) => c.visible)
    .map((c) => c.field)
    .join(' ');
  const fields = useMemo(() => fieldsKey.split(' ').filter(Boolean), [fieldsKey]);
  const index = useMemo(() => createSearchIndex(fields, lookups), [fields, lookups]);
  const { field, direction } = query.sort;
  const sorted = useMemo(
    () => sortClaims(claims, { field, direction }, lookups),
    [claims, field, direction, lookups],
  );
  useEffect(() => warmSearchIndex(sorted, index), [sorted, index]);
  const filterSorted = useMemo(
    () => incrementalClaimsFilter(sorted, fields, lookups, index),
    [sorted, fields, lookups, index],
  );
  return useMemo(() => filterSorted(filter), [filterSorted, filter]);
}
