import type { TaskDocType } from '../../collections/tasks/tasks.schema';
import {
  isDueThisWeek,
  isDueToday,
  isTaskDone,
  isTaskOverdue,
  taskDueInstant,
} from '../../domain/task-due';
import { taskTypeOf, type TaskType } from '../../domain/task-types';
import type { TaskLayout, TasksFilter, TaskView } from './tasks-query';

/** What turning a task's ids into words needs; built once per screen. */
export interface TaskLookups {
  userNames: Readonly<Record<string, string>>;
  claims: ReadonlyMap<string, { claimNumber: string; status: string; clientName: string }>;
  types: readonly TaskType[];
  /** The signed-in user (My tasks). */
  me: string;
  now: Date;
}

/** A task with the words the screen shows and searches, computed once per data change. */
export interface TaskRow {
  task: TaskDocType;
  type: TaskType;
  claimNumber: string;
  claimStatus: string | null;
  assignee: string;
  /** Epoch ms of the due instant; Infinity when undated (last in either direction). */
  dueMs: number;
  overdue: boolean;
  /** Lowercase text free-text search looks in. */
  text: string;
}

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ');

export function toTaskRows(tasks: readonly TaskDocType[], lookups: TaskLookups): TaskRow[] {
  return tasks.map((task) => {
    const claim = task.claimId ? lookups.claims.get(task.claimId) : undefined;
    const type = taskTypeOf(lookups.types, task.type);
    const assignee = task.assignedTo ? (lookups.userNames[task.assignedTo] ?? '') : '';
    const claimNumber = claim?.claimNumber ?? '';
    return {
      task,
      type,
      claimNumber,
      claimStatus: claim?.status ?? null,
      assignee,
      dueMs: taskDueInstant(task)?.getTime() ?? Infinity,
      overdue: isTaskOverdue(task, lookups.now),
      text: [
        task.title,
        plain(task.description),
        claimNumber,
        claim?.clientName,
        assignee,
        type.name,
      ]
        .join(' ')
        .toLowerCase(),
    };
  });
}

/**
 * Whether a row belongs to a view. Open tasks only, but for Done; the board shows the done ones
 * of a view too (its third column), except on Overdue, which an open task alone can be.
 */
export function inView(row: TaskRow, view: TaskView, layout: TaskLayout, lookups: TaskLookups) {
  const { task } = row;
  const done = isTaskDone(task);
  if (view === 'done') return done;
  if (view === 'overdue') return row.overdue;
  if (done && layout === 'list') return false;
  if (view === 'mine') return task.assignedTo === lookups.me;
  if (view === 'today') return isDueToday(task, lookups.now);
  if (view === 'week') return isDueThisWeek(task, lookups.now);
  return true;
}

export function matchesFilter(row: TaskRow, filter: TasksFilter, words: readonly string[]) {
  if (filter.assignee && row.task.assignedTo !== filter.assignee) return false;
  if (filter.types.length && !filter.types.includes(row.type.id)) return false;
  if (
    filter.claimStatuses.length &&
    !(row.claimStatus && filter.claimStatuses.includes(row.claimStatus))
  ) {
    return false;
  }
  return words.every((word) => row.text.includes(word));
}

export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}
