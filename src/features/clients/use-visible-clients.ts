import { useDeferredValue, useMemo } from 'react';
import type { ClaimDocType } from '../../collections/claims/claims.schema';
import type { ContactDocType } from '../../collections/contacts/contacts.schema';
import { linkedClaimCounts } from '../../domain/contact-claims';
import { matchesClientFilter, searchWords, toClientRows, type ClientRow } from './client-rows';
import type { ClientsQuery } from './clients-query';
import { sortClientRows } from './clients-sort';

/**
 * The rows the list shows: words and claim counts computed and sorted once per data or sort
 * change, then the filter applied (keeping the order). The filter is deferred, so typing in the
 * search box never waits for thousands of rows.
 */
export function useVisibleClients(
  contacts: readonly ContactDocType[],
  claims: readonly ClaimDocType[],
  query: ClientsQuery,
): ClientRow[] {
  const filter = useDeferredValue(query.filter);
  const counts = useMemo(() => linkedClaimCounts(claims), [claims]);
  const rows = useMemo(() => toClientRows(contacts, counts), [contacts, counts]);
  // By field and direction: the URL hands a new sort object on every keystroke.
  const { field, direction } = query.sort;
  const sorted = useMemo(
    () => sortClientRows(rows, { field, direction }),
    [rows, field, direction],
  );
  return useMemo(() => {
    const words = searchWords(filter.search);
    return sorted.filter((row) => matchesClientFilter(row, filter, words));
  }, [sorted, filter]);
}
