import { addDays, daysBetween, localDay, startOfLocalDay } from './calendar-day';

export interface TaskDue {
  dueDate?: string | null;
  dueAt?: string | null;
  status: string;
}

/** The instant a task falls due: its time, else the end of its day here; null when undated. */
export function taskDueInstant(task: Pick<TaskDue, 'dueDate' | 'dueAt'>): Date | null {
  if (task.dueAt) return new Date(task.dueAt);
  if (!task.dueDate) return null;
  return startOfLocalDay(addDays(task.dueDate, 1));
}

/** The local day a task is due on (a timed task's day where the viewer is). */
export function taskDueDay(task: Pick<TaskDue, 'dueDate' | 'dueAt'>): string | null {
  if (task.dueAt) return localDay(new Date(task.dueAt));
  return task.dueDate ?? null;
}

export const isTaskDone = (task: Pick<TaskDue, 'status'>) => task.status === 'done';

/** Open and past its due instant. */
export function isTaskOverdue(task: TaskDue, now: Date): boolean {
  const due = taskDueInstant(task);
  return !isTaskDone(task) && due !== null && due.getTime() < now.getTime();
}

export function isDueToday(task: TaskDue, now: Date): boolean {
  return taskDueDay(task) === localDay(now);
}

/** The local week of `now`, Monday to Sunday, as `YYYY-MM-DD` bounds (inclusive). */
export function weekOf(now: Date): { first: string; last: string } {
  const today = localDay(now);
  const first = addDays(today, -((now.getDay() + 6) % 7));
  return { first, last: addDays(first, 6) };
}

export function isDueThisWeek(task: TaskDue, now: Date): boolean {
  const day = taskDueDay(task);
  if (!day) return false;
  const { first, last } = weekOf(now);
  return day >= first && day <= last;
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/**
 * How far off the due date is, in words: "today", "tomorrow", "in 2 days", "3 days ago", then
 * weeks and months; a timed task due today says "in 3 hours" or "2 hours ago".
 */
export function relativeDue(task: Pick<TaskDue, 'dueDate' | 'dueAt'>, now: Date): string {
  const day = taskDueDay(task);
  if (!day) return '';
  const days = daysBetween(localDay(now), day);
  if (days === 0 && task.dueAt) {
    const minutes = Math.round((new Date(task.dueAt).getTime() - now.getTime()) / 60_000);
    if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
    return relative.format(Math.round(minutes / 60), 'hour');
  }
  if (Math.abs(days) < 14) return relative.format(days, 'day');
  if (Math.abs(days) < 60) return relative.format(Math.round(days / 7), 'week');
  return relative.format(Math.round(days / 30), 'month');
}
