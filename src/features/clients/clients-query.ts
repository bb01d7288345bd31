import type { ClientType } from '../../domain/client-form';
import { CONTACT_ROLES, type ContactRole } from '../../domain/contact.schema';
import { oneOfParam, sortParam, withSortParam } from '../../shared/routes/url-params';
import type { TableSort } from '../../shared/ui/virtual-table/table-sort';

// The clients list's search, filters and sort, kept in the URL (q, role, type, sort).
export const CLIENT_TYPES = ['individual', 'company'] as const satisfies readonly ClientType[];

export interface ClientsFilter {
  search: string;
  role: ContactRole | null;
  type: ClientType | null;
}

export interface ClientsQuery {
  filter: ClientsFilter;
  sort: TableSort;
}

export const EMPTY_CLIENTS_FILTER: ClientsFilter = { search: '', role: null, type: null };
export const DEFAULT_CLIENTS_SORT: TableSort = { field: 'name', direction: 'asc' };

export function isClientsFilterActive(filter: ClientsFilter): boolean {
  return filter.search.trim() !== '' || filter.role !== null || filter.type !== null;
}

/** Only what differs from the defaults, so shared links stay short. */
export function encodeClientsQuery(query: ClientsQuery): Record<string, string> {
  const { filter, sort } = query;
  const record: Record<string, string> = {};
  if (filter.search) record.q = filter.search;
  if (filter.role) record.role = filter.role;
  if (filter.type) record.type = filter.type;
  return withSortParam(record, sort, DEFAULT_CLIENTS_SORT);
}

/** Reads a URL back; anything malformed falls back to the default. */
export function decodeClientsQuery(record: Readonly<Record<string, string>>): ClientsQuery {
  return {
    filter: {
      search: record.q ?? '',
      role: oneOfParam(CONTACT_ROLES, record.role),
      type: oneOfParam(CLIENT_TYPES, record.type),
    },
    sort: sortParam(record.sort, DEFAULT_CLIENTS_SORT),
  };
}
