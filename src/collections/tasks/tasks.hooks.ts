import type { AppDatabase } from '../app-database';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { tasksByCreatedQuery, tasksOfClaimQuery } from './tasks.queries';
import type { TaskDocType } from './tasks.schema';

// An empty key means every task.
const tasksFor = (db: AppDatabase, claimId: string) =>
  claimId ? tasksOfClaimQuery(db.tasks, claimId) : tasksByCreatedQuery(db.tasks);

export function useTasks(claimId?: string) {
  return useLiveDocs<TaskDocType>(useDbQuery(tasksFor, claimId ?? '')).docs;
}
