import { useMemo } from 'react';
import { useAppDatabase } from '../database.context';
import { useLiveQuery } from '../live-query.hook';
import type { UserDocType } from './users.schema';
import { usersByNameQuery } from './users.queries';

export function useUsers(): { users: UserDocType[]; loading: boolean } {
  const db = useAppDatabase();
  const query = useMemo(() => (db ? usersByNameQuery(db.users) : null), [db]);
  const { value, loading } = useLiveQuery(query);
  const users = useMemo(() => (value ?? []).map((doc) => doc.toMutableJSON()), [value]);
  return { users, loading };
}
