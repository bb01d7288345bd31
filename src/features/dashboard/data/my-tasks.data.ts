import {
  isDueToday,
  isTaskDone,
  isTaskOverdue,
  taskDueInstant,
  type TaskDue,
} from '../../../domain/task-due';

export interface MyTasksDue<T> {
  overdue: T[];
  today: T[];
}

const byDue = (a: TaskDue, b: TaskDue) =>
  (taskDueInstant(a)?.getTime() ?? 0) - (taskDueInstant(b)?.getTime() ?? 0);

/** The user's open tasks past due (oldest first) and due later today (earliest first). */
export function myTasksDue<T extends TaskDue & { assignedTo?: string | null }>(
  tasks: readonly T[],
  userId: string,
  now: Date,
): MyTasksDue<T> {
  const overdue: T[] = [];
  const today: T[] = [];
  for (const task of tasks) {
    if (task.assignedTo !== userId || isTaskDone(task)) continue;
    if (isTaskOverdue(task, now)) overdue.push(task);
    else if (isDueToday(task, now)) today.push(task);
  }
  return { overdue: overdue.sort(byDue), today: today.sort(byDue) };
}
