import type { ContactDocType } from '../../../src/collections/contacts/contacts.schema';

/** A stored contact with empty fields; `patch` sets what a test cares about. */
export function contact(id: string, patch: Partial<ContactDocType> = {}): ContactDocType {
  return {
    id,
    name: `Contact ${id}`,
    phone: '',
    email: '',
    address: { street: '', city: '', state: '', zip: '' },
    roles: ['client'],
    metadata: {},
    createdAt: '2026-03-01T10:00:00.000Z',
    organization_id: 'org-1',
    version: 1,
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}
