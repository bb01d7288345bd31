import type { RxCollection } from 'rxdb';
import { isOlderVersion } from '../../collections/record-version';
import { writeOver } from '../../collections/sync-queue/record-writer';
import { unfinishedOperationsForQuery } from '../../collections/sync-queue/sync-queue.queries';
import type { AppDatabase } from '../../collections/app-database';
import type { PendingPatches } from './pending-patches';
import type { PulledDoc } from './pull-handlers';
import { rebasePulled } from './rebase-pulled';

type Doc = Record<string, unknown>;

/**
 * Stores a pulled record outside RxDB's replication, as the replication would: under any pending
 * local change (rebased), and only over an older version, so a newer copy (a later pull, a server
 * answer) is never replaced.
 */
export async function storeIfNewer(
  collection: RxCollection<Doc>,
  pulled: PulledDoc,
  pending: PendingPatches,
): Promise<void> {
  const { _deleted: deleted, ...next } = rebasePulled(pulled, pending);
  const existing = await collection.findOne(pulled.id).exec();
  if (existing && !isOlderVersion(existing.toJSON() as Doc, pulled)) return;
  if (!existing) {
    if (deleted) return;
    await collection.insert(next).catch((error: { code?: string }) => {
      // Stored meanwhile (a later pull, another tab): that copy is at least as new.
      if (error.code !== 'CONFLICT') throw error;
    });
    return;
  }
  await writeOver(existing, (current) => {
    if (!isOlderVersion(current, pulled)) return current;
    return deleted ? null : next;
  });
}

/**
 * A page of pulled records stored with one lookup: records the device holds at the same version
 * or newer cost nothing (a re-pull after a role change mostly finds those), new ones go in one
 * bulk insert, the rest one by one through storeIfNewer.
 */
export async function storePulledPage(
  collection: RxCollection<Doc>,
  docs: PulledDoc[],
  pending: PendingPatches,
): Promise<void> {
  const held = await collection.findByIds(docs.map((d) => d.id)).exec();
  const inserts: PulledDoc[] = [];
  for (const doc of docs) {
    const existing = held.get(doc.id);
    if (!existing) {
      if (!doc._deleted) inserts.push(doc);
    } else if (isOlderVersion(existing.toJSON() as Doc, doc)) {
      await storeIfNewer(collection, doc, pending);
    }
  }
  if (inserts.length === 0) return;
  const result = await collection.bulkInsert(
    inserts.map((doc) => {
      const { _deleted, ...stored } = rebasePulled(doc, pending);
      return stored;
    }),
  );
  // Stored meanwhile by the replication: checked against that copy.
  for (const failed of result.error)
    if (failed.status === 409) {
      const doc = inserts.find((d) => d.id === failed.documentId);
      if (doc) await storeIfNewer(collection, doc, pending);
    }
}

/** Whether `stored` holds every field of the pulled record as pulled. */
export function holdsPulled(stored: Doc, pulled: PulledDoc): boolean {
  const { _deleted, ...fields } = pulled;
  return Object.entries(fields).every(
    ([key, value]) => JSON.stringify(stored[key]) === JSON.stringify(value),
  );
}

/**
 * A record at the pulled version that differs from it while no operation of this device is
 * pending on it: a change of this device was rebased into it after the operation had completed
 * (the pending list lags the queue by a moment), so the server's copy of that version goes in.
 * Without this the device keeps its own clock in `lastUpdated` under the server's version, and no
 * later pull corrects it (fault suite, issue 11).
 */
export async function storeSameVersion(
  collection: RxCollection<Doc>,
  pulled: PulledDoc[],
): Promise<void> {
  const live = pulled.filter((doc) => !doc._deleted);
  if (live.length === 0) return;
  const held = await collection.findByIds(live.map((doc) => doc.id)).exec();
  const queue = (collection.database as unknown as AppDatabase).sync_queue;
  for (const doc of live) {
    const existing = held.get(doc.id);
    const current = existing?.toJSON() as Doc | undefined;
    if (!existing || !current || current.version !== doc.version || holdsPulled(current, doc))
      continue;
    if ((await unfinishedOperationsForQuery(queue, doc.id).exec()).length > 0) continue;
    const { _deleted, ...next } = doc;
    await writeOver(existing, (latest) =>
      latest.version === doc.version ? { ...latest, ...next } : latest,
    );
  }
}
