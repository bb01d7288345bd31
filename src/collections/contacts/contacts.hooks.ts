import { useMemo } from 'react';
import type { AppDatabase } from '../app-database';
import { useAppDatabase } from '../database.context';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { useLiveQuery } from '../live-query.hook';
import { contactsByNameQuery } from './contacts.queries';
import type { ContactDocType } from './contacts.schema';

const byName = (db: AppDatabase) => contactsByNameQuery(db.contacts);

export function useContacts() {
  const { docs, loading } = useLiveDocs<ContactDocType>(useDbQuery(byName));
  return { contacts: docs, loading };
}

export function useContact(id: string | undefined) {
  const db = useAppDatabase();
  const query = useMemo(() => (db && id ? db.contacts.findOne(id) : null), [db, id]);
  const { value, loading } = useLiveQuery(query);
  const contact = useMemo(
    () => (value?.toMutableJSON() as ContactDocType | undefined) ?? null,
    [value],
  );
  return { contact, loading };
}
