import type { RxCollection } from 'rxdb';
import { contactsSchema, type ContactDocType } from './contacts.schema';

export type ContactsCollection = RxCollection<ContactDocType>;

export const contactsCollection = {
  schema: contactsSchema,
  // 0 → 1 added metadata.client.customFields and 1 → 2 metadata.insuranceAdjuster (SPEC 3's
  // insurance_adjuster role; the demo's adjusters carry it), both optional: documents are unchanged.
  migrationStrategies: { 1: (doc: ContactDocType) => doc, 2: (doc: ContactDocType) => doc },
};
