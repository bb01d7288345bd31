import { listParam, oneOfParam, sortParam, withSortParam } from '../../shared/routes/url-params';
import type { TableSort } from '../../shared/ui/virtual-table/table-sort';

// The task screen's view, layout, filter and sort, kept in the URL as a flat string record.
export const TASK_VIEWS = ['mine', 'team', 'overdue', 'today', 'week', 'done'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

export const TASK_LAYOUTS = ['list', 'board'] as const;
export type TaskLayout = (typeof TASK_LAYOUTS)[number];

export interface TasksFilter {
  search: string;
  assignee: string | null;
  types: string[];
  /** Statuses of the claim a task belongs to; tasks without a claim drop out while set. */
  claimStatuses: string[];
}

export interface TasksQuery {
  view: TaskView;
  layout: TaskLayout;
  filter: TasksFilter;
  sort: TableSort;
}

export const EMPTY_TASKS_FILTER: TasksFilter = {
  search: '',
  assignee: null,
  types: [],
  claimStatuses: [],
};

export const DEFAULT_TASKS_SORT: TableSort = { field: 'due', direction: 'asc' };

export function isTasksFilterActive(filter: TasksFilter): boolean {
  return (
    filter.search.trim() !== '' ||
    filter.assignee !== null ||
    filter.types.length > 0 ||
    filter.claimStatuses.length > 0
  );
}

/** Only what differs from the defaults, so shared links stay short. */
export function encodeTasksQuery(query: TasksQuery): Record<string, string> {
  const { view, layout, filter, sort } = query;
  const record: Record<string, string> = {};
  if (view !== 'mine') record.view = view;
  if (layout !== 'list') record.layout = layout;
  if (filter.search) record.q = filter.search;
  if (filter.assignee) record.assignee = filter.assignee;
  if (filter.types.length) record.type = filter.types.join(',');
  if (filter.claimStatuses.length) record.claimStatus = filter.claimStatuses.join(',');
  return withSortParam(record, sort, DEFAULT_TASKS_SORT);
}

/** Reads a URL back; anything malformed falls back to the default. */
export function decodeTasksQuery(record: Readonly<Record<string, string>>): TasksQuery {
  return {
    view: oneOfParam(TASK_VIEWS, record.view) ?? 'mine',
    layout: oneOfParam(TASK_LAYOUTS, record.layout) ?? 'list',
    filter: {
      search: record.q ?? '',
      assignee: record.assignee || null,
      types: listParam(record.type),
      claimStatuses: listParam(record.claimStatus),
    },
    sort: sortParam(record.sort, DEFAULT_TASKS_SORT),
  };
}
