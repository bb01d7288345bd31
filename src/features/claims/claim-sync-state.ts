import { isTempId } from '../../domain/temp-id';

// The per-claim sync state the data layer derives from the sync queue.
export const CLAIM_SYNC_STATES = ['synced', 'pending', 'failed', 'conflict'] as const;
export type ClaimSyncState = (typeof CLAIM_SYNC_STATES)[number];

/** Sync state per claim id; a claim missing from the map is synced. */
export type ClaimSyncStates = Readonly<Record<string, ClaimSyncState>>;

export function syncStateOf(states: ClaimSyncStates | undefined, id: string): ClaimSyncState {
  return states?.[id] ?? (isTempId(id) ? 'pending' : 'synced');
}
