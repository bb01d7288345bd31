import { useMemo } from 'react';
import type { RxDocument, RxQuery } from 'rxdb';
import { useAppDatabase } from './database.context';
import type { AppDatabase } from './app-database';
import { useLiveQuery } from './live-query.hook';

type Query<T> = RxQuery<T, RxDocument<T>[]>;

/** The open database's query for `key`, rebuilt only when the database or the key change. */
export function useDbQuery<T>(
  build: (db: AppDatabase, key: string) => Query<T>,
  key = '',
): Query<T> | null {
  const db = useAppDatabase();
  return useMemo(() => (db ? build(db, key) : null), [db, build, key]);
}

/** A live list that re-renders on every change, from any tab. */
export function useLiveDocs<T>(query: Query<T> | null): { docs: T[]; loading: boolean } {
  const { value, loading } = useLiveQuery(query);
  const docs = useMemo(() => (value ?? []).map((doc) => doc.toMutableJSON() as T), [value]);
  return { docs, loading };
}
