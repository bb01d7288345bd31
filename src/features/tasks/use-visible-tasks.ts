import { useDeferredValue, useMemo } from 'react';
import type { TaskDocType } from '../../collections/tasks/tasks.schema';
import {
  inView,
  matchesFilter,
  searchWords,
  toTaskRows,
  type TaskLookups,
  type TaskRow,
} from './task-rows';
import type { TasksQuery } from './tasks-query';
import { sortTaskRows } from './tasks-sort';

/**
 * The rows the list and the board show: words computed and sorted once per data or sort change,
 * then the view and filter applied (keeping the order). The filter is deferred, so typing in the
 * search box never waits for thousands of rows.
 */
export function useVisibleTasks(
  tasks: readonly TaskDocType[],
  query: TasksQuery,
  lookups: TaskLookups,
): { rows: TaskRow[]; inView: number } {
  const filter = useDeferredValue(query.filter);
  const rows = useMemo(() => toTaskRows(tasks, lookups), [tasks, lookups]);
  // By field and direction: the URL hands a new sort object on every keystroke.
  const { field, direction } = query.sort;
  const sorted = useMemo(() => sortTaskRows(rows, { field, direction }), [rows, field, direction]);
  const viewed = useMemo(
    () => sorted.filter((row) => inView(row, query.view, query.layout, lookups)),
    [sorted, query.view, query.layout, lookups],
  );
  return useMemo(() => {
    const words = searchWords(filter.search);
    return {
      rows: viewed.filter((row) => matchesFilter(row, filter, words)),
      inView: viewed.length,
    };
  }, [viewed, filter]);
}
