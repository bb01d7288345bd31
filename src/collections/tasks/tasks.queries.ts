import type { TasksCollection } from './tasks.collection';

export function tasksByCreatedQuery(tasks: TasksCollection) {
  return tasks.find({ sort: [{ createdAt: 'desc' }] });
}

export function tasksOfClaimQuery(tasks: TasksCollection, claimId: string) {
  return tasks.find({ selector: { claimId }, sort: [{ createdAt: 'desc' }] });
}
