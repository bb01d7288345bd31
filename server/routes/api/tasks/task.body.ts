import { z } from 'zod';
import { taskInputSchema } from '../../../../src/domain/task.schema';

// Status, priority and type are the organization's words (task types are configurable, and
// records from older clients may carry other words), so the server takes any short text; the
// shared schema's defaults apply when absent.
const word = z.string().trim().min(1).max(60);
const dueDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'Due date must be a date (YYYY-MM-DD)')
  .transform((value) => value.slice(0, 10))
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Due date must be a date')
  .nullable()
  .optional();

export const createTaskBody = taskInputSchema.extend({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(500),
  description: z.string().max(20_000).default(''),
  claimId: z.string().max(100).nullable().optional(),
  assignedTo: z.string().max(100).nullable().optional(),
  dueDate,
  status: word.default('todo'),
  priority: word.default('medium'),
  type: word.default('general'),
});

export const updateTaskBody = z.object({
  title: z.string().trim().min(1, 'Title is required').max(500).optional(),
  description: z.string().max(20_000).optional(),
  claimId: z.string().max(100).nullable().optional(),
  assignedTo: z.string().max(100).nullable().optional(),
  dueDate,
  status: word.optional(),
  priority: word.optional(),
  type: word.optional(),
});

export type CreateTaskBody = z.infer<typeof createTaskBody>;
export type UpdateTaskBody = z.infer<typeof updateTaskBody>;
