import type { AppDatabase } from '../app-database';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { allOperationsQuery, unfinishedOperationsQuery } from './sync-queue.queries';
import type { SyncOperationDocType } from './sync-queue.schema';

const allOperations = (db: AppDatabase) => allOperationsQuery(db.sync_queue);
const unfinishedOperations = (db: AppDatabase) => unfinishedOperationsQuery(db.sync_queue);

export type RecordSyncState = 'pending' | 'failed' | 'conflict';
const RANK: Record<RecordSyncState, number> = { pending: 0, failed: 1, conflict: 2 };

export function useSyncQueue() {
  return useLiveDocs<SyncOperationDocType>(useDbQuery(allOperations)).docs;
}

/** Per record of one resource: its worst unfinished state (a record missing is synced). */
export function useSyncStates(resourceType: string): Record<string, RecordSyncState> {
  const { docs } = useLiveDocs<SyncOperationDocType>(useDbQuery(unfinishedOperations));
  const states: Record<string, RecordSyncState> = {};
  for (const op of docs) {
    if (op.resourceType !== resourceType) continue;
    const state: RecordSyncState =
      op.status === 'conflict' ? 'conflict' : op.status === 'failed' ? 'failed' : 'pending';
    const current = states[op.resourceId];
    if (!current || RANK[state] > RANK[current]) states[op.resourceId] = state;
  }
  return states;
}
