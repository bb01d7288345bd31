import type { TaskInput } from '../../domain/task.schema';
import type { User } from '../../domain/user.schema';
import type { AppDatabase } from '../app-database';
import { newTempId } from '../sync-queue/operation-ids';
import { queueWrite } from '../sync-queue/queue-write';
import type { TaskDocType } from './tasks.schema';

// SPEC 3: a task is sent wrapped as a task object.
const path = (id: string) => `/tasks/${encodeURIComponent(id)}`;

export async function createTask(
  db: AppDatabase,
  input: TaskInput,
  user: Pick<User, 'id' | 'organization_id'>,
): Promise<TaskDocType> {
  const id = newTempId();
  const now = new Date().toISOString();
  const doc: TaskDocType = {
    ...input,
    id,
    createdBy: user.id,
    createdAt: now,
    organization_id: user.organization_id,
    version: 0,
    updatedAt: now,
  };
  await queueWrite(db, {
    resourceType: 'tasks',
    resourceId: id,
    operationType: 'create',
    method: 'POST',
    endpoint: '/tasks',
    data: { task: input },
    localPatch: { kind: 'create', doc },
    metadata: { tempId: id },
    userId: user.id,
  });
  return doc;
}

export async function updateTask(
  db: AppDatabase,
  id: string,
  changes: Partial<TaskInput>,
  userId?: string,
): Promise<void> {
  await queueWrite(db, {
    resourceType: 'tasks',
    resourceId: id,
    operationType: 'update',
    method: 'PUT',
    endpoint: path(id),
    data: { task: changes },
    localPatch: { kind: 'merge', fields: changes },
    userId,
  });
}

export async function deleteTask(db: AppDatabase, id: string, userId?: string): Promise<void> {
  await queueWrite(db, {
    resourceType: 'tasks',
    resourceId: id,
    operationType: 'delete',
    method: 'DELETE',
    endpoint: path(id),
    data: {},
    localPatch: { kind: 'delete' },
    userId,
  });
}
