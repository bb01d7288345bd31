import { contactSchema, type Contact } from '../../domain/contact.schema';
import { syncedRxSchema } from '../synced-rx-schema';

export type ContactDocType = Omit<Contact, 'deleted'>;

export const contactsSchema = syncedRxSchema<ContactDocType>(contactSchema, {
  title: 'contacts',
  version: 2,
  indexed: {
    name: { maxLength: 300 },
  },
  indexes: ['name'],
  encrypted: ['phone', 'email', 'address', 'metadata'],
});
