import type { TableSort } from '../../shared/ui/virtual-table/table-sort';
import type { ClientRow } from './client-rows';

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

type Key = (row: ClientRow) => string | number;

const KEYS: Record<string, Key> = {
  name: (r) => r.contact.name,
  type: (r) => r.type ?? '',
  roles: (r) => r.contact.roles.join(' '),
  primary: (r) => r.primaryContact,
  phone: (r) => r.contact.phone,
  email: (r) => r.contact.email,
  city: (r) => r.cityState,
  claims: (r) => r.claimCount,
  updated: (r) => r.updatedMs,
};

export const SORTABLE_CLIENT_FIELDS = Object.keys(KEYS);

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));

/** Sorts a copy. Empty text goes last in either direction; ties fall back to the name. */
export function sortClientRows(rows: readonly ClientRow[], sort: TableSort): ClientRow[] {
  const key = KEYS[sort.field] ?? KEYS.name!;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: key(row) }));
  keyed.sort((a, b) => {
    if ((a.key === '') !== (b.key === '')) return a.key === '' ? 1 : -1;
    return compare(a.key, b.key) * sign || collator.compare(a.row.contact.name, b.row.contact.name);
  });
  return keyed.map((entry) => entry.row);
}
