import dayjs from 'dayjs';
import { localDay } from '../../../domain/calendar-day';
import { cleanRichHtml } from '../../../domain/cleaning/rich-html';
import { taskInputSchema, type Task, type TaskInput } from '../../../domain/task.schema';

/** What the task form edits: the due day and an optional time of day, as the pickers hold them. */
export interface TaskFormValues {
  title: string;
  description: string;
  type: string;
  priority: string;
  status: string;
  claimId: string | null;
  assignedTo: string | null;
  dueDate: string | null;
  /** `HH:mm`, or empty for a task due some time that day. */
  dueTime: string;
}

export type TaskFormErrors = Partial<Record<keyof TaskFormValues, string>>;

export function emptyTaskFormValues(preset: Partial<TaskFormValues> = {}): TaskFormValues {
  return {
    title: '',
    description: '',
    type: 'general',
    priority: 'medium',
    status: 'todo',
    claimId: null,
    assignedTo: null,
    dueDate: null,
    dueTime: '',
    ...preset,
  };
}

/** A stored task as the form shows it: a timed task on its day and hour where the user is. */
export function taskToFormValues(task: Task): TaskFormValues {
  const at = task.dueAt ? new Date(task.dueAt) : null;
  return {
    title: task.title,
    description: task.description,
    type: task.type,
    priority: task.priority,
    status: task.status,
    claimId: task.claimId ?? null,
    assignedTo: task.assignedTo ?? null,
    dueDate: at ? localDay(at) : (task.dueDate ?? null),
    dueTime: at ? dayjs(at).format('HH:mm') : '',
  };
}

/**
 * The input to save, or the message per field. The description goes through the SPEC 5 rich-HTML
 * rule here (the server applies it again); a time is read in the user's time zone and stored as
 * the UTC instant.
 */
export function validateTaskForm(
  values: TaskFormValues,
): { ok: true; input: TaskInput } | { ok: false; errors: TaskFormErrors } {
  const time =
    values.dueDate && values.dueTime ? dayjs(`${values.dueDate}T${values.dueTime}`) : null;
  if (time && !time.isValid())
    return { ok: false, errors: { dueTime: 'Use a time such as 14:30' } };
  const parsed = taskInputSchema.safeParse({
    title: values.title,
    description: cleanRichHtml(values.description),
    type: values.type,
    priority: values.priority,
    status: values.status,
    claimId: values.claimId,
    assignedTo: values.assignedTo,
    dueDate: values.dueDate,
    dueAt: time ? time.toISOString() : null,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: TaskFormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0]);
    const field = (path === 'dueAt' ? 'dueTime' : path) as keyof TaskFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
