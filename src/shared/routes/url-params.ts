import { decodeSort, encodeSort, type TableSort } from '../ui/virtual-table/table-sort';

// Reading a list screen's query back from the URL (`useUrlQuery`): the URL may have been edited by
// hand, so each reader accepts anything and answers null or empty for what it does not recognise.

/** The value when it is one of `values`, else null. */
export const oneOfParam = <T extends string>(
  values: readonly T[],
  value: string | undefined,
): T | null => (values.includes(value as T) ? (value as T) : null);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as `YYYY-MM-DD`, else null. */
export const dayParam = (value: string | undefined): string | null =>
  value && DAY.test(value) ? value : null;

/** A comma-separated list, without empty entries. */
export const listParam = (value: string | undefined): string[] =>
  value ? value.split(',').filter(Boolean) : [];

/** The list's sort from `sort=field:direction`, else its default. */
export const sortParam = (value: string | undefined, defaultSort: TableSort): TableSort =>
  decodeSort(value ?? '') ?? defaultSort;

/** Adds `sort` to an encoded query only when it differs from the default, so links stay short. */
export function withSortParam(
  record: Record<string, string>,
  sort: TableSort,
  defaultSort: TableSort,
): Record<string, string> {
  if (sort.field !== defaultSort.field || sort.direction !== defaultSort.direction) {
    record.sort = encodeSort(sort);
  }
  return record;
}
