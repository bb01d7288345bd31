import { z } from 'zod';
import { isCalendarDay, isInstant, NOT_A_DATE_MESSAGE, NOT_A_TIME_MESSAGE } from './calendar-day';
import { syncFieldsSchema } from './sync-fields';

export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_TITLE_MAX = 500;
export const TASK_DESCRIPTION_MAX = 20_000;

/**
 * When a task is due: `dueDate` is the day (`YYYY-MM-DD`, the same day in every time zone);
 * `dueAt`, when a time was chosen, is that instant in UTC and `dueDate` is its day where it was
 * chosen. A task with a day only is due by the end of that day.
 */
export const dueDateField = z
  .string({ error: NOT_A_DATE_MESSAGE })
  .refine(isCalendarDay, NOT_A_DATE_MESSAGE)
  .nullable()
  .optional();
export const dueAtField = z
  .string({ error: NOT_A_TIME_MESSAGE })
  .refine(isInstant, NOT_A_TIME_MESSAGE)
  .nullable()
  .optional();

export const taskInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(TASK_TITLE_MAX, `At most ${TASK_TITLE_MAX} characters`),
  description: z.string().max(TASK_DESCRIPTION_MAX).default(''),
  claimId: z.string().max(100).nullable().optional(),
  assignedTo: z.string().max(100).nullable().optional(),
  dueDate: dueDateField,
  dueAt: dueAtField,
  status: z.enum(TASK_STATUSES).default('todo'),
  priority: z.enum(TASK_PRIORITIES).default('medium'),
  /** A task type's id (task-types.ts); older records may hold a type's name. */
  type: z.string().max(60).default('general'),
});

export type TaskInput = z.infer<typeof taskInputSchema>;

export const taskSchema = taskInputSchema
  .extend({
    id: z.string(),
    createdBy: z.string().nullable().optional(),
    createdAt: z.string(),
    completedAt: z.string().nullable().optional(),
  })
  .extend(syncFieldsSchema.shape);

export type Task = z.infer<typeof taskSchema>;
