import { z } from 'zod';
import { syncFieldsView, syncFieldsWire } from '../../../http/wire';
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

export function taskView(row: TaskRow): TaskWire {
  return {
    id: row.id,
    claim_id: row.claimId,
    title: row.title,
    description: row.description,
    type: row.type,
    status: row.status,
    priority: row.priority,
    due_date: row.dueDate,
    due_at: row.dueAt?.toISOString() ?? null,
    assigned_to: row.assignedTo,
    created_by: row.createdBy,
    completed_at: row.completedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    ...syncFieldsView(row),
  };
}

export const taskAnswer = z.object({ data: taskWireSchema });
