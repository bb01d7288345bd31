import { useDeferredValue, useMemo } from 'react';
import type { ClaimDocType } from '../../collections/claims/claims.schema';
import type { DocumentDocType } from '../../collections/documents/documents.schema';
import type { UserDocType } from '../../collections/users/users.schema';
import { fullName } from '../../domain/person-name';
import {
  matchesDocumentFilter,
  searchWords,
  sortDocumentRows,
  toDocumentRows,
  type DocumentRow,
} from './document-rows';
import type { DocumentsQuery } from './documents-query';

export interface LibrarySources {
  docs: readonly DocumentDocType[];
  storedIds: ReadonlySet<string>;
  claims: readonly ClaimDocType[];
  users: readonly UserDocType[];
}

/**
 * The rows the library shows: looked up and sorted once per data or sort change, then filtered
 * (keeping the order). The filter is deferred, so typing in the search never waits for 20,000 rows.
 */
export function useVisibleDocuments(sources: LibrarySources, query: DocumentsQuery) {
  const { docs, storedIds, claims, users } = sources;
  const filter = useDeferredValue(query.filter);
  const userNames = useMemo(() => new Map(users.map((u) => [u.id, fullName(u)])), [users]);
  const rows = useMemo(() => {
    const byId = new Map(claims.map((c) => [c.id, c]));
    return toDocumentRows(docs, { claims: byId, userNames, storedIds });
  }, [docs, claims, userNames, storedIds]);
  const { field, direction } = query.sort;
  const sorted = useMemo(
    () => sortDocumentRows(rows, { field, direction }),
    [rows, field, direction],
  );
  const visible = useMemo<DocumentRow[]>(() => {
    const words = searchWords(filter.search);
    return sorted.filter((row) => matchesDocumentFilter(row, filter, words));
  }, [sorted, filter]);
  // Only people who uploaded something are worth filtering by.
  const uploaders = useMemo(() => {
    const ids = new Set(docs.map((d) => d.uploadedBy));
    return [...ids]
      .map((id) => ({ value: id, label: userNames.get(id) ?? 'Someone else' }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [docs, userNames]);
  return { rows: visible, total: rows.length, uploaders };
}
