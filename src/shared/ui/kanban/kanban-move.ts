// Droppable ids of a board's columns; card ids are the items' keys.
const COLUMN_PREFIX = 'kanban-column:';

export function columnId(column: string): string {
  return `${COLUMN_PREFIX}${column}`;
}

export function columnOfDroppable(id: string | number | null | undefined): string | null {
  return typeof id === 'string' && id.startsWith(COLUMN_PREFIX)
    ? id.slice(COLUMN_PREFIX.length)
    : null;
}

/** One list per column, in column order; items whose column is not on the board are kept apart. */
export function groupByColumn<Item>(
  items: readonly Item[],
  columns: readonly string[],
  columnOf: (item: Item) => string,
): { groups: Map<string, Item[]>; unlisted: Item[] } {
  const groups = new Map<string, Item[]>(columns.map((c) => [c, []]));
  const unlisted: Item[] = [];
  for (const item of items) (groups.get(columnOf(item)) ?? unlisted).push(item);
  return { groups, unlisted };
}

/** The column a drop means, or null when it changes nothing (same column, outside, unknown). */
export function resolveMove(
  from: string,
  overId: string | number | null | undefined,
  columns: readonly string[],
): string | null {
  const to = columnOfDroppable(overId);
  if (to === null || to === from) return null;
  return columns.includes(to) ? to : null;
}

/** The neighbouring column for keyboard moves; stays put at either end. */
export function adjacentColumn(
  columns: readonly string[],
  current: string,
  step: 1 | -1,
): string | null {
  const index = columns.indexOf(current);
  if (index === -1) return columns[0] ?? null;
  return columns[index + step] ?? null;
}
