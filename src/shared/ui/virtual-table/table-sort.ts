export type SortDirection = 'asc' | 'desc';

/** A list's sort: the column's key and the direction. */
export interface TableSort {
  field: string;
  direction: SortDirection;
}

/** Clicking a header: a new column sorts ascending, the same column flips. */
export function nextSort(current: TableSort, field: string): TableSort {
  if (current.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** `field:direction`, as lists keep their sort in the URL; null when not a sort. */
export function decodeSort(value: string): TableSort | null {
  const [field, direction] = value.split(':');
  return field && (direction === 'asc' || direction === 'desc') ? { field, direction } : null;
}

export const encodeSort = (sort: TableSort) => `${sort.field}:${sort.direction}`;
