import type { ContactInput } from '../../domain/contact.schema';
import type { AppDatabase } from '../app-database';
import { newLocalRecord, type RecordAuthor, recordWrites } from '../sync-queue/record-writes';
import type { ContactDocType } from './contacts.schema';

const contacts = recordWrites('contacts');

export async function createContact(
  db: AppDatabase,
  input: ContactInput,
  user: RecordAuthor,
): Promise<ContactDocType> {
  const local = newLocalRecord(user);
  const doc: ContactDocType = { ...input, ...local, createdAt: local.updatedAt };
  return contacts.create(db, { endpoint: '/contacts', data: { contact: input }, doc }, user.id);
}
