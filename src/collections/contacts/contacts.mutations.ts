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

export type ContactChanges = Partial<ContactInput>;

// SPEC 7: a contact is sent wrapped as a contact object, on create and (like tasks) on update.
export async function createContact(
  db: AppDatabase,
  input: ContactInput,
  user: RecordAuthor,
): Promise<ContactDocType> {
  const local = newLocalRecord(user);
  const doc: ContactDocType = { ...input, ...local, createdAt: local.updatedAt };
  return contacts.create(db, { endpoint: '/contacts', data: { contact: input }, doc }, user.id);
}

/** Changes some fields; shown at once, sent with If-Match once the queue reaches it. */
export async function updateContact(
  db: AppDatabase,
  id: string,
  changes: ContactChanges,
  userId?: string,
): Promise<void> {
  await contacts.merge(
    db,
    { id, endpoint: path(id), data: { contact: changes }, fields: changes },
    userId,
  );
}

export async function deleteContact(db: AppDatabase, id: string, userId?: string): Promise<void> {
  await contacts.remove(db, id, path(id), userId);
}
