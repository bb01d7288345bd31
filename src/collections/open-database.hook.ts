import { useCallback, useEffect, useRef } from 'react';
import type { AppDatabase } from './app-database';
import { useAppDatabase } from './database.context';

interface Waiting {
  resolve: (db: AppDatabase) => void;
  reject: (error: Error) => void;
}

const CLOSED = 'Local data is closed: sign in again to make this change';

/**
 * A function that resolves with the user's database once it is open. The screens render before it
 * opens (after a reload, while the storage code loads and the key unlocks), so a change made in
 * that moment waits for it instead of being dropped. A change still waiting when the screen goes
 * (logout, another user) is refused, never written to another user's database.
 */
export function useOpenDatabase(): () => Promise<AppDatabase> {
  const db = useAppDatabase();
  const current = useRef<AppDatabase | null>(db);
  const waiting = useRef<Waiting[]>([]);
  useEffect(() => {
    current.current = db;
    if (db) for (const { resolve } of waiting.current.splice(0)) resolve(db);
  }, [db]);
  useEffect(() => {
    const pending = waiting.current;
    return () => {
      for (const { reject } of pending.splice(0)) reject(new Error(CLOSED));
    };
  }, []);
  return useCallback(() => {
    const open = current.current;
    if (open) return Promise.resolve(open);
    return new Promise<AppDatabase>((resolve, reject) => {
      waiting.current.push({ resolve, reject });
    });
  }, []);
}
