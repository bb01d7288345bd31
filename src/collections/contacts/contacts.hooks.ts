import type { AppDatabase } from '../app-database';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { contactsByNameQuery } from './contacts.queries';
import type { ContactDocType } from './contacts.schema';

const byName = (db: AppDatabase) => contactsByNameQuery(db.contacts);

export function useContacts() {
  const { docs, loading } = useLiveDocs<ContactDocType>(useDbQuery(byName));
  return { contacts: docs, loading };
}
