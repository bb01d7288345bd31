import { useCallback } from 'react';
import { syncStateOf, type SyncState, type SyncStates } from './sync-state';

/** A list's per-row sync state (its badge and row tint), stable while the states do not change. */
export function useRowSyncState<R>(
  syncStates: SyncStates | undefined,
  idOf: (row: R) => string,
): (row: R) => SyncState {
  return useCallback((row: R) => syncStateOf(syncStates, idOf(row)), [syncStates, idOf]);
}
