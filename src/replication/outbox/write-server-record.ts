import type { RxCollection } from 'rxdb';
import type { AppDatabase, CollectionName } from '../../collections/app-database';
import { isOlderVersion } from '../../collections/record-version';
import { applyPatches } from '../../collections/sync-queue/apply-patch';
import { plainPatch } from '../../collections/sync-queue/local-patch';
import { replaceInOneWrite, writeOver } from '../../collections/sync-queue/record-writer';
import {
  unfinishedOperationsForQuery,
  unfinishedOperationsQuery,
} from '../../collections/sync-queue/sync-queue.queries';
import { toLocalRecord } from '../../collections/wire-records';

type Doc = Record<string, unknown>;

/**
 * Stores a server record locally with the still unfinished operations of that record applied on
 * top (DESIGN.md invariant 3): the server's answer to a write, or its current version on
 * "take the server's". `localId` is the id the record has locally (a temp- id before a remap).
 * `answerOf` is the operation this record answers: still unfinished while it is stored, but its
 * change is in the record already (re-applying its patch would put the device's clock in the
 * server's timestamps, under the server's version, where no later pull corrects it).
 */
export async function writeServerRecord(
  db: AppDatabase,
  collectionName: CollectionName,
  row: Doc,
  localId = String(row.id),
  answerOf?: string,
): Promise<void> {
  const { doc, deleted } = toLocalRecord(collectionName, row);
  const id = String(doc.id);
  const unfinished = await unfinishedOperationsForQuery(db.sync_queue, id).exec();
  const pending = unfinished.filter((op) => op.id !== answerOf);
  const next = deleted ? null : applyPatches(doc, pending.map(plainPatch));
  const collection = db.collections[collectionName] as unknown as RxCollection<Doc>;
  const existing = await collection.findOne(id).exec();
  // A pull may have stored a newer version (changes made elsewhere since) before this answer came.
  const merged = (current: Doc) =>
    next && isOlderVersion(next, current) ? current : next && { ...current, ...next };
  const stale = localId === id ? null : await collection.findOne(localId).exec();
  if (stale && next) {
    const stored = existing ? merged(existing.toMutableJSON()) : next;
    if (stored && (await replaceInOneWrite(collection, stale, existing, stored))) return;
  }
  if (existing) await writeOver(existing, merged);
  else if (next) await insertOrWriteOver(collection, next);
  if (stale) await (await collection.findOne(localId).exec())?.incrementalRemove();
}

/**
 * The server's answer to a batch create (a contacts import): records with no unfinished
 * operation of their own are written in one bulk upsert; the few edited meanwhile go through
 * `writeServerRecord` (their pending changes on top) and are returned: their later operations
 * now expect the server's version, as after a single create.
 */
export async function writeServerRecords(
  db: AppDatabase,
  collectionName: CollectionName,
  rows: Doc[],
  batchOpId: string,
): Promise<Doc[]> {
  const unfinished = await unfinishedOperationsQuery(db.sync_queue).exec();
  const edited = new Set(unfinished.filter((op) => op.id !== batchOpId).map((op) => op.resourceId));
  const plain = rows.filter((row) => !edited.has(String(row.id)));
  const collection = db.collections[collectionName] as unknown as RxCollection<Doc>;
  await collection.bulkUpsert(plain.map((row) => toLocalRecord(collectionName, row).doc));
  const editedRows = rows.filter((row) => edited.has(String(row.id)));
  for (const row of editedRows) await writeServerRecord(db, collectionName, row);
  return editedRows;
}

async function insertOrWriteOver(collection: RxCollection<Doc>, next: Doc): Promise<void> {
  try {
    await collection.insert(next);
  } catch (error) {
    // The pull stored the record between the look-up and the insert (its change notice can
    // arrive before the write's answer): the answer goes over that record instead.
    if ((error as { code?: string }).code !== 'CONFLICT') throw error;
    const inserted = await collection.findOne(String(next.id)).exec();
    if (inserted) await writeOver(inserted, (current) => ({ ...current, ...next }));
  }
}
