import { useDeferredValue, useMemo } from 'react';
import type { ClaimColumn } from '../../../domain/claim-columns';
import type { Claim } from '../../../domain/claim.schema';
import type { ClaimLookups } from '../claim-lookups';
import { createSearchIndex, filterClaims } from './claims-filter';
import type { ClaimsQuery } from '../claims-query';
import { sortClaims } from './claims-sort';

/**
 * The rows the list and the board show: sorted once per data or sort change, then filtered on the
 * visible columns (filtering keeps the order). The filter is deferred, so typing in the search box
 * never waits for ten thousand rows.
 */
export function useVisibleClaims(
  claims: readonly Claim[],
  query: ClaimsQuery,
  columns: readonly ClaimColumn[],
  lookups: ClaimLookups,
): Claim[] {
  const filter = useDeferredValue(query.filter);
  const fields = useMemo(() => columns.filter((c) => c.visible).map((c) => c.field), [columns]);
  const index = useMemo(() => createSearchIndex(fields, lookups), [fields, lookups]);
  const sorted = useMemo(
    () => sortClaims(claims, query.sort, lookups),
    [claims, query.sort, lookups],
  );
  return useMemo(
    () => filterClaims(sorted, filter, fields, lookups, index),
    [sorted, filter, fields, lookups, index],
  );
}
