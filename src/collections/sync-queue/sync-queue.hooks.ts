import type { AppDatabase } from '../app-database';
import { useMemo } from 'react';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { createdRecordIds } from './local-patch';
import { allOperationsQuery, createsQuery, unfinishedOperationsQuery } from './sync-queue.queries';
import type { SyncOperationDocType } from './sync-queue.schema';

const allOperations = (db: AppDatabase) => allOperationsQuery(db.sync_queue);
const unfinishedOperations = (db: AppDatabase) => unfinishedOperationsQuery(db.sync_queue);

export type RecordSyncState = 'pending' | 'failed' | 'conflict';
const RANK: Record<RecordSyncState, number> = { pending: 0, failed: 1, conflict: 2 };

export function useSyncQueue() {
  return useLiveDocs<SyncOperationDocType>(useDbQuery(allOperations)).docs;
}

/**
 * Per record of one resource: its worst unfinished state (a record missing is synced). The same
 * object while the states stay the same, so a screen's panels that take it skip the re-render
 * every queue change (an operation sent, another resource's write) would otherwise cause.
 */
export function useSyncStates(resourceType: string): Record<string, RecordSyncState> {
  const { docs } = useLiveDocs<SyncOperationDocType>(useDbQuery(unfinishedOperations));
  const key = useMemo(() => JSON.stringify(syncStatesOf(docs, resourceType)), [docs, resourceType]);
  return useMemo(() => JSON.parse(key) as Record<string, RecordSyncState>, [key]);
}

function syncStatesOf(
  docs: readonly SyncOperationDocType[],
  resourceType: string,
): Record<string, RecordSyncState> {
  const states: Record<string, RecordSyncState> = {};
  for (const op of docs) {
    if (op.resourceType !== resourceType) continue;
    const state: RecordSyncState =
      op.status === 'conflict' ? 'conflict' : op.status === 'failed' ? 'failed' : 'pending';
    // A batch's records (an import) share its state.
    for (const id of [op.resourceId, ...createdRecordIds(op.localPatch)]) {
      const current = states[id];
      if (!current || RANK[state] > RANK[current]) states[id] = state;
    }
  }
  return states;
}

// The types travel as one comma-separated key: useDbQuery memoizes on a string.
const creates = (db: AppDatabase, resourceTypes: string) =>
  createsQuery(db.sync_queue, resourceTypes.split(','));

export interface FirstIds {
  /** The temp- id a server id replaced, else the id itself. */
  firstIdOf: (id: string) => string;
  /** Temp- id → the server id that replaced it (the old copy may linger a moment). */
  replacedBy: ReadonlyMap<string, string>;
}

/**
 * Records as they were first shown on this device: UI state keyed by the first id (an open
 * reply box and its draft, the chosen conversation) survives the moment the record syncs.
 */
export function useFirstIds(...resourceTypes: string[]): FirstIds {
  const key = resourceTypes.join(',');
  const { docs } = useLiveDocs<SyncOperationDocType>(useDbQuery(creates, key));
  return useMemo(() => {
    const firstIds = new Map<string, string>();
    const replacedBy = new Map<string, string>();
    for (const op of docs) {
      const serverId = op.metadata.serverId;
      if (typeof serverId !== 'string') continue;
      firstIds.set(serverId, op.resourceId);
      replacedBy.set(op.resourceId, serverId);
    }
    return { firstIdOf: (id: string) => firstIds.get(id) ?? id, replacedBy };
  }, [docs]);
}
