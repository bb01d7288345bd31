import { fillObjectDataBeforeInsert, type RxCollection, type RxDocument } from 'rxdb';
import { applyPatches } from './apply-patch';
import type { LocalPatch } from './local-patch';

type Doc = Record<string, unknown>;
type AnyCollection = RxCollection<Doc>;

/**
 * Applies patches to one local record atomically against its latest state (incrementalModify
 * queues behind concurrent writes of this tab, e.g. a pull), inserting or removing as needed.
 */
export async function patchRecord(
  collection: AnyCollection,
  id: string,
  patches: LocalPatch[],
): Promise<void> {
  const existing = (await collection.findOne(id).exec()) as RxDocument<Doc> | null;
  if (!existing) {
    const created = applyPatches(undefined, patches);
    if (!created) return;
    try {
      await collection.insert({ ...created, id });
    } catch (error) {
      // Inserted meanwhile (another tab, a pull): patch that record instead.
      if ((error as { code?: string }).code !== 'CONFLICT') throw error;
      await patchRecord(collection, id, patches);
    }
    return;
  }
  await writeOver(existing, (doc) => applyPatches(doc, patches));
}

/** Replaces a local record by `next(current)`; `null` removes it. */
export async function writeOver(
  doc: RxDocument<Doc>,
  next: (current: Doc) => Doc | null | undefined,
): Promise<void> {
  const preview = next(doc.toMutableJSON());
  if (preview === null) {
    await doc.getLatest().incrementalRemove();
    return;
  }
  await doc.incrementalModify((current) => {
    const result = next(current as Doc);
    return (result ?? current) as typeof current;
  });
}

/**
 * Stores `next` (over `existing` when the record is already there under its new id) and removes
 * `stale` in one storage write: a record that changes id (a temp id becoming the server's) is never
 * seen twice, or not at all, by a live query in any tab. False when a row met a concurrent write
 * (nothing is lost: the caller then writes the usual way, step by step).
 */
export async function replaceInOneWrite(
  collection: AnyCollection,
  stale: RxDocument<Doc>,
  existing: RxDocument<Doc> | null,
  next: Doc,
): Promise<boolean> {
  const removed = stale.toMutableJSON(true);
  const current = existing?.toMutableJSON(true);
  const result = await collection.storageInstance.bulkWrite(
    [
      current
        ? { previous: current, document: { ...current, ...next } }
        : { document: fillObjectDataBeforeInsert(collection.schema, next) },
      { previous: removed, document: { ...removed, _deleted: true } },
    ],
    'replace-record',
  );
  return result.error.length === 0;
}
