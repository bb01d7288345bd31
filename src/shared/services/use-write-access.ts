import { useCallback } from 'react';
import { useAppDatabase } from '../../collections/database.context';
import { useSession } from './services.context';

const NOT_READY = 'Your data is not open yet';

/**
 * The open database and signed-in user a local write needs. The returned function throws until
 * both are there, so the write's caller (a form, or runAction's failure notice) says why.
 */
export function useWriteAccess() {
  const db = useAppDatabase();
  const { user } = useSession();
  return useCallback(() => {
    if (!db || !user) throw new Error(NOT_READY);
    return { db, user };
  }, [db, user]);
}
