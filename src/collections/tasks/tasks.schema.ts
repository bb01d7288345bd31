import { z } from 'zod';
import { taskSchema, type Task } from '../../domain/task.schema';
import { rxSchemaFromZod } from '../rx-schema';

// The server keeps task status and priority as free text (e.g. 'Open', 'Normal'), so the local
// store accepts any string there rather than refusing a pulled task.
export type TaskDocType = Omit<Task, 'deleted' | 'status' | 'priority'> & {
  status: string;
  priority: string;
};

export const tasksSchema = rxSchemaFromZod<TaskDocType>(
  taskSchema.extend({ status: z.string(), priority: z.string() }),
  {
    title: 'tasks',
    version: 0,
    omit: ['deleted'],
    indexed: {
      id: { maxLength: 100 },
      organization_id: { maxLength: 100 },
      createdAt: { maxLength: 40 },
    },
    indexes: ['createdAt'],
    encrypted: ['description'],
  },
);
