import { z } from 'zod';
import { syncFieldsSchema } from './sync-fields';

export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;

export const taskInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  description: z.string().default(''),
  claimId: z.string().nullable().optional(),
  assignedTo: z.string().nullable().optional(),
  dueDate: z.string().nullable().optional(),
  status: z.enum(TASK_STATUSES).default('todo'),
  priority: z.enum(TASK_PRIORITIES).default('medium'),
  type: z.string().default('general'),
});

export type TaskInput = z.infer<typeof taskInputSchema>;

export const taskSchema = taskInputSchema
  .extend({ id: z.string(), createdBy: z.string(), createdAt: z.string() })
  .extend(syncFieldsSchema.shape);

export type Task = z.infer<typeof taskSchema>;
