import { isTempId } from '../../domain/temp-id';

// A record's sync state (claims, contacts, notes…), derived from the sync queue by the data layer.
export const SYNC_STATES = ['synced', 'pending', 'failed', 'conflict'] as const;
export type SyncState = (typeof SYNC_STATES)[number];

/** Sync state per record id; a record missing from the map is synced. */
export type SyncStates = Readonly<Record<string, SyncState>>;

export function syncStateOf(states: SyncStates | undefined, id: string): SyncState {
  return states?.[id] ?? (isTempId(id) ? 'pending' : 'synced');
}
