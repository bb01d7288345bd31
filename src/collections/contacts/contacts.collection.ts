import type { RxCollection } from 'rxdb';
import { contactsSchema, type ContactDocType } from './contacts.schema';

export type ContactsCollection = RxCollection<ContactDocType>;

export const contactsCollection = { schema: contactsSchema, migrationStrategies: {} };
