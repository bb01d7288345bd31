import type { ContactInput } from '../../domain/contact.schema';
import type { User } from '../../domain/user.schema';
import type { AppDatabase } from '../app-database';
import { newTempId } from '../sync-queue/operation-ids';
import { queueWrite } from '../sync-queue/queue-write';
import type { ContactDocType } from './contacts.schema';

const path = (id: string) => `/contacts/${encodeURIComponent(id)}`;

export async function createContact(
  db: AppDatabase,
  input: ContactInput,
  user: Pick<User, 'id' | 'organization_id'>,
): Promise<ContactDocType> {
  const id = newTempId();
  const now = new Date().toISOString();
  const doc: ContactDocType = {
    ...input,
    id,
    createdAt: now,
    organization_id: user.organization_id,
    version: 0,
    updatedAt: now,
  };
  await queueWrite(db, {
    resourceType: 'contacts',
    resourceId: id,
    operationType: 'create',
    method: 'POST',
    endpoint: '/contacts',
    data: { contact: input },
    localPatch: { kind: 'create', doc },
    metadata: { tempId: id },
    userId: user.id,
  });
  return doc;
}

export async function updateContact(
  db: AppDatabase,
  id: string,
  changes: Partial<ContactInput>,
  userId?: string,
): Promise<void> {
  await queueWrite(db, {
    resourceType: 'contacts',
    resourceId: id,
    operationType: 'update',
    method: 'PUT',
    endpoint: path(id),
    data: { ...changes },
    localPatch: { kind: 'merge', fields: changes },
    userId,
  });
}

export async function deleteContact(db: AppDatabase, id: string, userId?: string): Promise<void> {
  await queueWrite(db, {
    resourceType: 'contacts',
    resourceId: id,
    operationType: 'delete',
    method: 'DELETE',
    endpoint: path(id),
    data: {},
    localPatch: { kind: 'delete' },
    userId,
  });
}
