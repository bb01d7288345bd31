import type { RxCollection } from 'rxdb';
import { tasksSchema, type TaskDocType } from './tasks.schema';

export type TasksCollection = RxCollection<TaskDocType>;

export const tasksCollection = {
  schema: tasksSchema,
  // 0 → 1 only added optional fields and sealed the title: the document itself is unchanged.
  migrationStrategies: { 1: (doc: TaskDocType) => doc },
};
