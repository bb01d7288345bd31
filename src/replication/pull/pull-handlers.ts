import type { ApiClient } from '../../api/api.types';
import type { CollectionName } from '../../collections/app-database';
import { toLocalRecord } from '../../collections/wire-records';
import { PREFERENCES_PATH, preferencesDocs, settingsDocs } from './settings-docs';
import type { SyncProgressTracker } from './sync-progress';

type Row = Record<string, unknown>;
/** The server's checkpoint exactly as it sent it (server/sync/checkpoint.ts). */
export interface WireCheckpoint {
  updated_at: string;
  id: string;
}
export type PulledDoc = Row & { id: string; _deleted: boolean };

interface Page {
  data?: Row[];
  checkpoint?: { updatedAt: string; id: string } | null;
}

export function toPulledDoc(collection: CollectionName, row: Row): PulledDoc {
  const { doc, deleted } = toLocalRecord(collection, row);
  return { ...doc, id: String(doc.id), _deleted: deleted };
}

/** A checkpoint pull: `?limit&checkpoint` → `{data, checkpoint}` (DESIGN.md "checkpoint pull"). */
export function checkpointPullHandler(
  api: ApiClient,
  collection: CollectionName,
  path: string,
  progress: SyncProgressTracker,
  /** Reads what the local record does not keep (a merged contact's redirect) before it goes. */
  onRows?: (rows: Row[]) => Promise<void>,
) {
  return async (checkpoint: WireCheckpoint | undefined, batchSize: number) => {
    const query = new URLSearchParams({ limit: String(batchSize) });
    if (checkpoint) query.set('checkpoint', JSON.stringify(checkpoint));
    const result = await api.get<Page>(`${path}?${query}`, { envelope: true });
    if (result.status === 'error') return missingOrThrow(result, collection, progress, checkpoint);
    const rows = result.data.data ?? [];
    const next = result.data.checkpoint;
    progress.received(collection, rows.length);
    await onRows?.(rows);
    return {
      documents: rows.map((row) => toPulledDoc(collection, row)),
      checkpoint: next ? { updated_at: next.updatedAt, id: next.id } : checkpoint,
    };
  };
}

/**
 * Settings have no checkpoint pull: every resync reads the groups (a handful of records), and the
 * user's own view preferences, which live in the same config collection.
 */
export function settingsPullHandler(api: ApiClient, path: string, progress: SyncProgressTracker) {
  return async (checkpoint: { at: number } | undefined) => {
    const [result, preferences] = await Promise.all([
      api.get<unknown>(path),
      api.get<unknown>(PREFERENCES_PATH),
    ]);
    if (result.status === 'error') return missingOrThrow(result, 'config', progress, checkpoint);
    const documents = [
      ...settingsDocs(result.data),
      ...(preferences.status === 'ok' ? preferencesDocs(preferences.data) : []),
    ];
    progress.received('config', documents.length);
    return { documents, checkpoint: { at: Date.now() } };
  };
}

function missingOrThrow<C>(
  error: { code: number; message: string },
  collection: CollectionName,
  progress: SyncProgressTracker,
  checkpoint: C,
) {
  // An endpoint the server does not have (yet) is an empty list, not an endless retry; so is one
  // the user's role may not read (Vendor, Client and Customer get 403 on contacts, tasks, users,
  // calendar): nothing of that kind is theirs, and the rest of the sync goes on. A later notice
  // asks again once, which also picks up a role that gained the permission.
  if (error.code === 404 || error.code === 403) {
    progress.update(collection, { unavailable: true });
    return { documents: [], checkpoint };
  }
  progress.update(collection, { error: error.message });
  throw new Error(error.message);
}
