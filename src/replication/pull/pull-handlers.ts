import type { ApiClient } from '../../api/api.types';
import type { CollectionName } from '../../collections/app-database';
import { unstorableReason } from '../../collections/storable-record';
import { toLocalRecord } from '../../collections/wire-records';
import { PREFERENCES_PATH, preferencesDocs, rolesDocs, settingsDocs } from './settings-docs';
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

/** A pulled record this device cannot store, and why. */
export interface SetAside {
  id: string;
  reason: string;
}
/** Told, per page, what was set aside and which records were stored (their old entries clear). */
export type SetAsideSink = (
  collection: CollectionName,
  setAside: SetAside[],
  storedIds: string[],
) => Promise<void>;

type Sorted = { doc: PulledDoc } | { setAside: SetAside };

// A row that cannot be converted or validated is set aside rather than thrown: one bad record
// must not stop the collection's pull (issue 11).
function sortRow(collection: CollectionName, row: unknown): Sorted {
  const rawId = (row as Row | null)?.id;
  const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : '(no id)';
  if (row === null || typeof row !== 'object' || Array.isArray(row))
    return { setAside: { id, reason: 'not a record' } };
  try {
    const doc = toPulledDoc(collection, row as Row);
    const { _deleted, ...stored } = doc;
    const reason = unstorableReason(collection, stored);
    return reason === null ? { doc } : { setAside: { id, reason } };
  } catch (error) {
    return { setAside: { id, reason: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * A checkpoint pull: `?limit&checkpoint` → `{data, checkpoint}` (DESIGN.md "checkpoint pull").
 * RxDB ends a pull at a page shorter than the batch, so a full server page with set-aside rows
 * reads on until the answer holds a batch again or the server has no more. RxDB stores no
 * checkpoint for an answer without documents: a last page of set-aside rows only is read again
 * by the next pull (its entries unchanged) until a storable row follows it.
 */
export function checkpointPullHandler(
  api: ApiClient,
  collection: CollectionName,
  path: string,
  progress: SyncProgressTracker,
  onSetAside: SetAsideSink,
  /** Reads what the local record does not keep (a merged contact's redirect) before it goes. */
  onRows?: (rows: Row[]) => Promise<void>,
) {
  return async (checkpoint: WireCheckpoint | undefined, batchSize: number) => {
    const documents: PulledDoc[] = [];
    let at = checkpoint;
    for (;;) {
      const query = new URLSearchParams({ limit: String(batchSize) });
      if (at) query.set('checkpoint', JSON.stringify(at));
      const result = await api.get<Page>(`${path}?${query}`, { envelope: true });
      if (result.status === 'error') {
        // What earlier pages brought is kept; the next pull meets the error again.
        if (documents.length > 0) break;
        return missingOrThrow(result, collection, progress, at);
      }
      const rows = result.data.data ?? [];
      const next = result.data.checkpoint;
      progress.received(collection, rows.length);
      await onRows?.(rows);
      const sorted = rows.map((row) => sortRow(collection, row));
      const stored = sorted.flatMap((s) => ('doc' in s ? [s.doc] : []));
      const setAside = sorted.flatMap((s) => ('setAside' in s ? [s.setAside] : []));
      await onSetAside(
        collection,
        setAside,
        stored.map((d) => d.id),
      );
      documents.push(...stored);
      at = next ? { updated_at: next.updatedAt, id: next.id } : at;
      if (!next || rows.length < batchSize || documents.length >= batchSize) break;
    }
    return { documents, checkpoint: at };
  };
}

/**
 * Settings have no checkpoint pull: every resync reads the groups (a handful of records), the
 * user's own view preferences and the organization's roles (staff only: a 403 leaves them out),
 * which live in the same config collection.
 */
export function settingsPullHandler(
  api: ApiClient,
  path: string,
  progress: SyncProgressTracker,
  rolesPath?: string,
) {
  return async (checkpoint: { at: number } | undefined) => {
    const [result, preferences, roles] = await Promise.all([
      api.get<unknown>(path),
      api.get<unknown>(PREFERENCES_PATH),
      rolesPath ? api.get<unknown>(rolesPath) : null,
    ]);
    if (result.status === 'error') return missingOrThrow(result, 'config', progress, checkpoint);
    const documents = [
      ...settingsDocs(result.data),
      ...(preferences.status === 'ok' ? preferencesDocs(preferences.data) : []),
      ...(roles?.status === 'ok' ? rolesDocs(roles.data) : []),
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
