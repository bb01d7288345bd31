import type { RxCollection } from 'rxdb';
import { keptOnDevice } from './device-own';
import type { PendingPatches } from './pending-patches';
import type { PulledDoc, WireCheckpoint } from './pull-handlers';
import { storePulledPage } from './store-pulled';

type Doc = Record<string, unknown>;

/** A checkpoint pull handler (pull-handlers.ts); `setAside` are the ids it set aside. */
export type PageReader = (
  checkpoint: WireCheckpoint | undefined,
  batchSize: number,
) => Promise<{ documents: PulledDoc[]; checkpoint: WireCheckpoint | undefined }>;

const BATCH = 500;

const sameCheckpoint = (a?: WireCheckpoint, b?: WireCheckpoint) =>
  a?.updated_at === b?.updated_at && a?.id === b?.id;

/**
 * Reads a whole resource again from the start, as the caller may see it now, and makes the local
 * collection match it: what a changed role or grant lets the user see arrives even if it has not
 * changed since the checkpoint, and what they may no longer see leaves the device. Records with
 * queued local changes stay (rebased, never removed: the queue reports what the server refuses),
 * as do records not yet on the server (temp ids, version 0) and records the server sent that this
 * device set aside. Throws when the server fails part way: nothing is removed then.
 */
export async function repullWhole(
  collection: RxCollection<Doc>,
  read: PageReader,
  pending: PendingPatches,
  setAside: ReadonlySet<string>,
): Promise<{ stored: number; removed: number }> {
  // Only records held before the first page may be removed: one the replication stores meanwhile
  // came from a later change the walk may have passed.
  const before = (await collection.find().exec()).map((doc) => ({
    id: doc.primary,
    version: doc.get('version') as unknown,
  }));
  const seen = new Set<string>();
  let stored = 0;
  let at: WireCheckpoint | undefined;
  for (;;) {
    const page = await read(at, BATCH);
    page.documents.forEach((doc) => seen.add(doc.id));
    stored += page.documents.length;
    if (page.documents.length > 0) await storePulledPage(collection, page.documents, pending);
    if (sameCheckpoint(page.checkpoint, at)) break;
    at = page.checkpoint;
  }
  const gone = before
    .filter((doc) => !seen.has(doc.id) && !setAside.has(doc.id) && !keptOnDevice(doc, pending))
    .map((doc) => doc.id);
  if (gone.length > 0) await collection.bulkRemove(gone);
  return { stored, removed: gone.length };
}
