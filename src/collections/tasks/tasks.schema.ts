import { z } from 'zod';
import { taskSchema, type Task } from '../../domain/task.schema';
import { DATE_FIELD, syncedRxSchema } from '../synced-rx-schema';

// The server keeps task status and priority as free text (the organization's words), so the
// local store accepts any string there rather than refusing a pulled task.
export type TaskDocType = Omit<Task, 'deleted' | 'status' | 'priority'> & {
  status: string;
  priority: string;
};

// Version 1 added the due time (`dueAt`) and completion time, and seals the title at rest like
// the description (a title names people and places as a note does).
export const tasksSchema = syncedRxSchema<TaskDocType>(
  taskSchema.extend({ status: z.string(), priority: z.string() }),
  {
    title: 'tasks',
    version: 1,
    indexed: { createdAt: DATE_FIELD },
    indexes: ['createdAt'],
    encrypted: ['title', 'description'],
  },
);
