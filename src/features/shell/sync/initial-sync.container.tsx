import { useMemo } from 'react';
import { initialSyncDoneQuery } from '../../../collections/config/initial-sync';
import { useAppDatabase } from '../../../collections/database.context';
import { useLiveQuery } from '../../../collections/live-query.hook';
import { InitialSyncPanel } from './initial-sync-panel';
import { initialSyncRows } from './initial-sync-rows';
import { useInitialSyncProgress } from './initial-sync.hooks';

/**
 * The first download on a fresh browser, per resource, until the first pull completed on this
 * device (collections/config/initial-sync.ts); later syncs never show it.
 */
export function InitialSyncContainer() {
  const db = useAppDatabase();
  const progress = useInitialSyncProgress();
  const query = useMemo(() => (db ? initialSyncDoneQuery(db.config) : null), [db]);
  const { value: done, loading } = useLiveQuery(query);
  if (!db || loading || done || !progress) return null;
  return <InitialSyncPanel rows={initialSyncRows(progress)} />;
}
