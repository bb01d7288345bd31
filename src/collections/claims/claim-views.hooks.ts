import { useEffect } from 'react';
import { useAppDatabase } from '../database.context';
import { markClaimViewed } from './claim-views';

/** The claim details page calls this: an opened claim ranks first for `claimsToStore`. */
export function useMarkClaimViewed(id: string | undefined): void {
  const db = useAppDatabase();
  useEffect(() => {
    if (db && id) void markClaimViewed(db, id).catch(() => undefined);
  }, [db, id]);
}
