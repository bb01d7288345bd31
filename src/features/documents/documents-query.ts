import { DOCUMENT_KINDS, type DocumentKind } from '../../domain/document-kind';
import { dayParam, oneOfParam, sortParam, withSortParam } from '../../shared/routes/url-params';
import type { TableSort } from '../../shared/ui/virtual-table/table-sort';

// The library's view, search, filters and sort, kept in the URL (view, q, type, status, by,
// from, to, visible, sort), so a reload or a shared link shows the same documents.
export const DOCUMENT_VIEWS = ['list', 'grid'] as const;
export type DocumentView = (typeof DOCUMENT_VIEWS)[number];

export const VISIBILITY_CHOICES = ['visible', 'internal'] as const;
export type VisibilityChoice = (typeof VISIBILITY_CHOICES)[number];

export interface DocumentsFilter {
  /** Words matched against the name and the claim number. */
  search: string;
  kind: DocumentKind | null;
  /** A claim status (the organization's word). */
  claimStatus: string | null;
  /** The uploader's user id. */
  uploader: string | null;
  /** Upload day range, YYYY-MM-DD in local time, both ends included. */
  from: string | null;
  to: string | null;
  visibility: VisibilityChoice | null;
}

export interface DocumentsQuery {
  view: DocumentView;
  filter: DocumentsFilter;
  sort: TableSort;
}

export const EMPTY_DOCUMENTS_FILTER: DocumentsFilter = {
  search: '',
  kind: null,
  claimStatus: null,
  uploader: null,
  from: null,
  to: null,
  visibility: null,
};
export const DEFAULT_DOCUMENTS_SORT: TableSort = { field: 'uploaded', direction: 'desc' };

export function isDocumentsFilterActive(filter: DocumentsFilter): boolean {
  return (Object.keys(filter) as (keyof DocumentsFilter)[]).some((key) =>
    key === 'search' ? filter.search.trim() !== '' : filter[key] !== null,
  );
}

const text = (value: string | undefined) => (value && value.length <= 200 ? value : null);

/** Only what differs from the defaults, so shared links stay short. */
export function encodeDocumentsQuery(query: DocumentsQuery): Record<string, string> {
  const { view, filter, sort } = query;
  const record: Record<string, string> = {};
  if (view !== 'list') record.view = view;
  if (filter.search) record.q = filter.search;
  if (filter.kind) record.type = filter.kind;
  if (filter.claimStatus) record.status = filter.claimStatus;
  if (filter.uploader) record.by = filter.uploader;
  if (filter.from) record.from = filter.from;
  if (filter.to) record.to = filter.to;
  if (filter.visibility) record.visible = filter.visibility;
  return withSortParam(record, sort, DEFAULT_DOCUMENTS_SORT);
}

/** Reads a URL back; anything malformed falls back to the default. */
export function decodeDocumentsQuery(record: Readonly<Record<string, string>>): DocumentsQuery {
  return {
    view: oneOfParam(DOCUMENT_VIEWS, record.view) ?? 'list',
    filter: {
      search: text(record.q) ?? '',
      kind: oneOfParam(DOCUMENT_KINDS, record.type),
      claimStatus: text(record.status),
      uploader: text(record.by),
      from: dayParam(record.from),
      to: dayParam(record.to),
      visibility: oneOfParam(VISIBILITY_CHOICES, record.visible),
    },
    sort: sortParam(record.sort, DEFAULT_DOCUMENTS_SORT),
  };
}
