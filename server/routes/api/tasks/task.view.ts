import { z } from 'zod';
import { syncFieldsWire, toWire } from '../../../http/wire';
import type { TaskRow } from '../../../repositories/tasks.repository';

export const taskWireSchema = z.object({
  id: z.string(),
  claim_id: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  status: z.string(),
  priority: z.string(),
  due_date: z.string().nullable(),
  due_at: z.string().nullable(),
  assigned_to: z.string().nullable(),
  created_by: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  ...syncFieldsWire,
});

export type TaskWire = z.infer<typeof taskWireSchema>;

export const taskView = (row: TaskRow) => toWire(row) as TaskWire;

export const taskAnswer = z.object({ data: taskWireSchema });
