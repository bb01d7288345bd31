import { contactSchema, type Contact } from '../../domain/contact.schema';
import { rxSchemaFromZod } from '../rx-schema';

export type ContactDocType = Omit<Contact, 'deleted'>;

export const contactsSchema = rxSchemaFromZod<ContactDocType>(contactSchema, {
  title: 'contacts',
  version: 0,
  omit: ['deleted'],
  indexed: {
    id: { maxLength: 100 },
    organization_id: { maxLength: 100 },
    name: { maxLength: 300 },
  },
  indexes: ['name'],
  encrypted: ['phone', 'email', 'address', 'metadata'],
});
