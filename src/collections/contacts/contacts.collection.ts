import type { RxCollection } from 'rxdb';
import { contactsSchema, type ContactDocType } from './contacts.schema';

export type ContactsCollection = RxCollection<ContactDocType>;

export const contactsCollection = {
  schema: contactsSchema,
  // 0 → 1 only added metadata.client.customFields (optional): the document itself is unchanged.
  migrationStrategies: { 1: (doc: ContactDocType) => doc },
};
