import type { ContactsCollection } from './contacts.collection';

export function contactsByNameQuery(contacts: ContactsCollection) {
  return contacts.find({ sort: [{ name: 'asc' }] });
}
