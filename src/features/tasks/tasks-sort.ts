import type { TableSort } from '../../shared/ui/virtual-table/table-sort';
import type { TaskRow } from './task-rows';

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });
const PRIORITY_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };
const STATUS_RANK: Record<string, number> = { todo: 0, in_progress: 1, done: 2 };

type Key = (row: TaskRow) => string | number;

const KEYS: Record<string, Key> = {
  title: (r) => r.task.title,
  type: (r) => r.type.name,
  claim: (r) => r.claimNumber,
  assignee: (r) => r.assignee,
  due: (r) => r.dueMs,
  priority: (r) => PRIORITY_RANK[r.task.priority] ?? 3,
  status: (r) => STATUS_RANK[r.task.status] ?? 3,
};

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));

/**
 * Sorts a copy. Empty values (no due date, no claim, nobody) go last in either direction; ties
 * fall back to the due date, then the title.
 */
export function sortTaskRows(rows: readonly TaskRow[], sort: TableSort): TaskRow[] {
  const key = KEYS[sort.field] ?? KEYS.due!;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const empty = (value: string | number) => value === '' || value === Infinity;
  const keyed = rows.map((row) => ({ row, key: key(row) }));
  keyed.sort((a, b) => {
    if (empty(a.key) !== empty(b.key)) return empty(a.key) ? 1 : -1;
    return (
      compare(a.key, b.key) * sign ||
      compare(a.row.dueMs, b.row.dueMs) ||
      collator.compare(a.row.task.title, b.row.task.title)
    );
  });
  return keyed.map((entry) => entry.row);
}
