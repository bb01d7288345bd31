import type { RxCollection } from 'rxdb';
import { tasksSchema, type TaskDocType } from './tasks.schema';

export type TasksCollection = RxCollection<TaskDocType>;

export const tasksCollection = { schema: tasksSchema, migrationStrategies: {} };
