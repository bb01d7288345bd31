import type { ContactInput } from '../../domain/contact.schema';
import type { AppDatabase } from '../app-database';
import {
  itemPath,
  newLocalRecord,
  type RecordAuthor,
  recordWrites,
} from '../sync-queue/record-writes';
import type { ContactDocType } from './contacts.schema';

const contacts = recordWrites('contacts');
const path = (id: string) => itemPath('/contacts', id);

export async function createContact(
  db: AppDatabase,
  input: ContactInput,
  user: RecordAuthor,
): Promise<ContactDocType> {
  const local = newLocalRecord(user);
  const doc: ContactDocType = { ...input, ...local, createdAt: local.updatedAt };
  return contacts.create(db, { endpoint: '/contacts', data: { contact: input }, doc }, user.id);
}

export async function updateContact(
  db: AppDatabase,
  id: string,
  changes: Partial<ContactInput>,
  userId?: string,
): Promise<void> {
  const write = { id, endpoint: path(id), data: { ...changes }, fields: changes };
  await contacts.merge(db, write, userId);
}

export async function deleteContact(db: AppDatabase, id: string, userId?: string): Promise<void> {
  await contacts.remove(db, id, path(id), userId);
}
