import { z } from 'zod';
import { taskSchema, type Task } from '../../domain/task.schema';
import { DATE_FIELD, syncedRxSchema } from '../synced-rx-schema';

// The server keeps task status and priority as free text (the organization's words), so the
// local store accepts any string there rather than refusing a pulled task.
export type TaskDocType = Omit<Task, 'deleted' | 'status' | 'priority'> & {
  status: string;
  priority: string;
};

export const tasksSchema = syncedRxSchema<TaskDocType>(
  taskSchema.extend({ status: z.string(), priority: z.string() }),
  {
    title: 'tasks',
    version: 0,
    indexed: { createdAt: DATE_FIELD },
    indexes: ['createdAt'],
    encrypted: ['description'],
  },
);
