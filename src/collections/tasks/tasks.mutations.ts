import type { TaskInput } from '../../domain/task.schema';
import type { AppDatabase } from '../app-database';
import {
  itemPath,
  newLocalRecord,
  type RecordAuthor,
  recordWrites,
} from '../sync-queue/record-writes';
import type { TaskDocType } from './tasks.schema';

const tasks = recordWrites('tasks');
const path = (id: string) => itemPath('/tasks', id);

export type TaskChanges = Partial<TaskInput>;

// SPEC 3: a task is sent wrapped as a task object.
export async function createTask(
  db: AppDatabase,
  input: TaskInput,
  user: RecordAuthor,
): Promise<TaskDocType> {
  const local = newLocalRecord(user);
  const doc: TaskDocType = {
    ...input,
    ...local,
    createdBy: user.id,
    createdAt: local.updatedAt,
    completedAt: input.status === 'done' ? local.updatedAt : null,
  };
  return tasks.create(db, { endpoint: '/tasks', data: { task: input }, doc }, user.id);
}

/** Changes some fields; a status change also sets or clears the completion time shown here. */
export async function updateTask(
  db: AppDatabase,
  id: string,
  changes: TaskChanges,
  userId?: string,
): Promise<void> {
  const completed =
    changes.status === undefined
      ? {}
      : { completedAt: changes.status === 'done' ? new Date().toISOString() : null };
  const fields = { ...changes, ...completed };
  await tasks.merge(db, { id, endpoint: path(id), data: { task: changes }, fields }, userId);
}

export async function deleteTask(db: AppDatabase, id: string, userId?: string): Promise<void> {
  await tasks.remove(db, id, path(id), userId);
}
