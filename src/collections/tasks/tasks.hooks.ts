import type { AppDatabase } from '../app-database';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { tasksByCreatedQuery, tasksOfClaimQuery } from './tasks.queries';
import type { TaskDocType } from './tasks.schema';

// An empty key means every task.
const tasksFor = (db: AppDatabase, claimId: string) =>
  claimId ? tasksOfClaimQuery(db.tasks, claimId) : tasksByCreatedQuery(db.tasks);

/** The tasks this device holds (a claim's, or all), live from every tab, and whether read yet. */
export function useTasksState(claimId?: string): { docs: TaskDocType[]; loading: boolean } {
  return useLiveDocs<TaskDocType>(useDbQuery(tasksFor, claimId ?? ''));
}

export function useTasks(claimId?: string) {
  return useTasksState(claimId).docs;
}
