import type { ResourceSyncRow, ResourceSyncState } from './initial-sync-panel';

export interface ResourceProgressInput {
  received: number;
  done: boolean;
  unavailable?: boolean;
  error?: string;
}

// In pull order (contacts, then claims, then the rest); settings are shown with their name.
const RESOURCES: [string, string][] = [
  ['contacts', 'Contacts'],
  ['config', 'Settings'],
  ['claims', 'Claims'],
  ['conversations', 'Conversations'],
  ['notes', 'Notes'],
  ['tasks', 'Tasks'],
  ['users', 'Users'],
  ['documents', 'Documents'],
  ['calendar_events', 'Calendar'],
  ['notifications', 'Notifications'],
];

/** The panel's rows from the pull's per-resource progress; lists the server lacks are left out. */
export function initialSyncRows(
  progress: Partial<Record<string, ResourceProgressInput>>,
): ResourceSyncRow[] {
  return RESOURCES.filter(([key]) => !progress[key]?.unavailable).map(([key, label]) => {
    const entry = progress[key];
    return { key, label, received: entry?.received ?? 0, state: stateOf(entry) };
  });
}

function stateOf(entry: ResourceProgressInput | undefined): ResourceSyncState {
  if (!entry) return 'waiting';
  if (entry.done) return 'done';
  if (entry.error) return 'error';
  return 'syncing';
}
