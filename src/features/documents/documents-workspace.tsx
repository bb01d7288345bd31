import { Box } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useMemo } from 'react';
import { useClaims } from '../../collections/claims/claims.hooks';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import { useAllDocuments, type AllDocuments } from '../../collections/documents/documents.hooks';
import type { DocumentDocType } from '../../collections/documents/documents.schema';
import { shownOnce } from '../../collections/sync-queue/shown-once';
import { useFirstIds, useSyncStates } from '../../collections/sync-queue/sync-queue.hooks';
import { useUsers } from '../../collections/users/users.hooks';
import { useUrlQuery } from '../../shared/routes/use-url-query';
import { HEADER_HEIGHT, ROW_HEIGHT } from '../../shared/ui/virtual-table/table-layout';
import { documentsEmptyState } from './documents-empty';
import { DocumentsFilterBar } from './documents-filter-bar';
import { DocumentsGrid } from './documents-grid';
import {
  DEFAULT_DOCUMENTS_SORT,
  decodeDocumentsQuery,
  encodeDocumentsQuery,
  isDocumentsFilterActive,
  type DocumentsQuery,
} from './documents-query';
import { DocumentsTable } from './documents-table';
import { previewWalk } from './preview-walk';
import { useDocumentEditing } from '../../shared/documents/use-document-editing';
import { useVisibleDocuments } from './use-visible-documents';

const LOADING = { kind: 'loading', label: 'Loading documents…' } as const;

/**
 * What the library shows of the read: every document once read; before that, with no filter and
 * the default order (either view), the newest page (the top rows of the same list) and the count.
 */
function libraryDocuments(all: AllDocuments, query: DocumentsQuery) {
  if (!all.loading)
    return { docs: all.docs, storedIds: all.storedIds, total: null, loading: false };
  const fits =
    !isDocumentsFilterActive(query.filter) &&
    query.sort.field === DEFAULT_DOCUMENTS_SORT.field &&
    query.sort.direction === DEFAULT_DOCUMENTS_SORT.direction;
  if (fits && all.firstPage) return { ...all.firstPage, loading: false };
  return { docs: all.docs, storedIds: all.storedIds, total: null, loading: true };
}

export interface DocumentsWorkspaceProps {
  /** What opening a document does, with the ids the preview walks (`previewWalk`). */
  onOpenDocument: (doc: DocumentDocType, shownIds: readonly string[]) => void;
}

/** The /documents library: list or grid, search, filters and sort in the URL. */
export function DocumentsWorkspace({ onOpenDocument }: DocumentsWorkspaceProps) {
  const all = useAllDocuments();
  const [query, setQuery] = useUrlQuery(decodeDocumentsQuery, encodeDocumentsQuery);
  const shown = libraryDocuments(all, query);
  const firstIds = useFirstIds('documents');
  const docs = useMemo(() => shownOnce(shown.docs, firstIds), [shown.docs, firstIds]);
  const { claims } = useClaims();
  const { users } = useUsers();
  const statuses = useSettingsGroup('claimSettings').statuses as { name: string }[];
  const statusNames = useMemo(() => statuses.map((s) => s.name), [statuses]);
  const syncStates = useSyncStates('documents');
  const visible = useVisibleDocuments({ docs, storedIds: shown.storedIds, claims, users }, query);
  const { rows, uploaders } = visible;
  const total = shown.total ?? visible.total;
  const { edits, dialogs } = useDocumentEditing();

  const { height: viewport } = useViewportSize();
  // The list ends with its last row instead of a tall empty box; long lists scroll inside the page.
  const available = Math.max(360, (viewport || 900) - 300);
  const fitted = rows.length ? HEADER_HEIGHT + rows.length * ROW_HEIGHT + 2 : 320;
  const height = query.view === 'list' ? Math.min(available, fitted) : available;
  const view = {
    rows,
    syncStates,
    ...edits,
    onOpenDocument: (doc: DocumentDocType) => onOpenDocument(doc, previewWalk(rows, doc)),
    state: shown.loading ? LOADING : undefined,
    empty: documentsEmptyState(isDocumentsFilterActive(query.filter)),
    height,
  };
  return (
    <Box>
      <DocumentsFilterBar
        value={query.filter}
        onChange={(filter) => setQuery({ ...query, filter })}
        view={query.view}
        onViewChange={(next) => setQuery({ ...query, view: next })}
        statuses={statusNames}
        uploaders={uploaders}
        shown={rows.length}
        total={total}
      />
      {query.view === 'grid' ? (
        <DocumentsGrid {...view} />
      ) : (
        <DocumentsTable
          {...view}
          sort={query.sort}
          onSortChange={(sort) => setQuery({ ...query, sort })}
        />
      )}
      {dialogs}
    </Box>
  );
}
