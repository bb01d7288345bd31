import { dayParam, listParam, sortParam, withSortParam } from '../../shared/routes/url-params';
import type { TableSort } from '../../shared/ui/virtual-table/table-sort';

// The claims screen's filter and sort, kept in the URL and in saved views as flat string records.
export const DATE_FILTER_FIELDS = ['dateOfLoss', 'dateCreated'] as const;
export type DateFilterField = (typeof DATE_FILTER_FIELDS)[number];

export type ClaimsSort = TableSort;

export interface ClaimsFilter {
  statuses: string[];
  assignee: string | null;
  dateField: DateFilterField;
  /** `YYYY-MM-DD`, inclusive. */
  from: string | null;
  to: string | null;
  overdueOnly: boolean;
  search: string;
}

export interface ClaimsQuery {
  filter: ClaimsFilter;
  sort: ClaimsSort;
}

export const EMPTY_FILTER: ClaimsFilter = {
  statuses: [],
  assignee: null,
  dateField: 'dateOfLoss',
  from: null,
  to: null,
  overdueOnly: false,
  search: '',
};

export const DEFAULT_SORT: ClaimsSort = { field: 'lastUpdated', direction: 'desc' };

export function isFilterActive(filter: ClaimsFilter): boolean {
  return (
    filter.statuses.length > 0 ||
    filter.assignee !== null ||
    filter.from !== null ||
    filter.to !== null ||
    filter.overdueOnly ||
    filter.search.trim() !== ''
  );
}

/** Only what differs from the defaults, so shared links stay short. */
export function encodeClaimsQuery({ filter, sort }: ClaimsQuery): Record<string, string> {
  const record: Record<string, string> = {};
  if (filter.statuses.length) record.status = filter.statuses.join(',');
  if (filter.assignee) record.assignee = filter.assignee;
  if (filter.dateField !== EMPTY_FILTER.dateField) record.dateField = filter.dateField;
  if (filter.from) record.from = filter.from;
  if (filter.to) record.to = filter.to;
  if (filter.overdueOnly) record.overdue = '1';
  if (filter.search) record.q = filter.search;
  return withSortParam(record, sort, DEFAULT_SORT);
}

type QueryRecord = Readonly<Record<string, string | number | boolean | undefined>>;

function text(record: QueryRecord, key: string): string {
  const value = record[key];
  return value === undefined ? '' : String(value);
}

/** Reads a URL or saved-view record back; anything malformed falls back to the default. */
export function decodeClaimsQuery(record: QueryRecord): ClaimsQuery {
  const dateField = text(record, 'dateField');
  return {
    filter: {
      statuses: listParam(text(record, 'status')),
      assignee: text(record, 'assignee') || null,
      dateField: dateField === 'dateCreated' ? 'dateCreated' : 'dateOfLoss',
      from: dayParam(text(record, 'from')),
      to: dayParam(text(record, 'to')),
      overdueOnly: ['1', 'true'].includes(text(record, 'overdue')),
      search: text(record, 'q'),
    },
    sort: sortParam(text(record, 'sort'), DEFAULT_SORT),
  };
}
