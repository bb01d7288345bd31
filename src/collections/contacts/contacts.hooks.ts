import { useMemo } from 'react';
import type { AppDatabase } from '../app-database';
import { useAppDatabase } from '../database.context';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { useLiveQuery } from '../live-query.hook';
import {
  CONTACT_REDIRECTS_ID,
  resolveContactRedirect,
  type ContactRedirects,
} from './contact-redirects';
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

/** Where a merged contact went (the id it ends at on this device), or undefined. */
export function useContactRedirect(id: string | undefined): string | undefined {
  const db = useAppDatabase();
  const query = useMemo(() => (db ? db.config.findOne(CONTACT_REDIRECTS_ID) : null), [db]);
  const { value } = useLiveQuery(query);
  return useMemo(
    () => (id && value ? resolveContactRedirect(value.value as ContactRedirects, id) : undefined),
    [id, value],
  );
}
