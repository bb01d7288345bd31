import type { AppDatabase } from '../app-database';
import type { ConfigCollection } from './config.collection';
import { localId } from './config.schema';

/**
 * Device-only record: set once the first pull of this database completed, so the initial-sync
 * progress is shown on a fresh browser only and never on later syncs.
 */
export const INITIAL_SYNC_ID = localId('initial-sync');

export function initialSyncDoneQuery(config: ConfigCollection) {
  return config.findOne(INITIAL_SYNC_ID);
}

export async function markInitialSyncDone(db: AppDatabase): Promise<void> {
  const now = new Date().toISOString();
  await db.config.insertIfNotExists({
    id: INITIAL_SYNC_ID,
    kind: 'local',
    value: { completedAt: now },
    version: 0,
    updatedAt: now,
  });
}
