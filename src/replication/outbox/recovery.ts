import type { RxCollection } from 'rxdb';
import type { AppDatabase } from '../../collections/app-database';
import { plainPatch, type LocalPatch } from '../../collections/sync-queue/local-patch';
import { patchRecord } from '../../collections/sync-queue/record-writer';
import { collectionOf } from '../../collections/sync-queue/resource-collections';
import { unfinishedOperationsQuery } from '../../collections/sync-queue/sync-queue.queries';

/**
 * Start-up recovery of the queue, run by the tab that becomes leader before it drains:
 * - an operation left in_progress (the tab died mid-request) goes back to pending; its retry is
 *   safe (Idempotency-Key on creates, If-Match and the already-applied check on updates);
 * - the patches of all unfinished operations are re-applied to their records, in order, which
 *   completes a write interrupted between storing the operation and patching the record
 *   (queue-write.ts) and changes nothing otherwise (patches are idempotent).
 */
export async function recoverQueue(db: AppDatabase): Promise<void> {
  const unfinished = await unfinishedOperationsQuery(db.sync_queue).exec();
  const byRecord = new Map<string, { collection: string; patches: LocalPatch[] }>();
  for (const op of unfinished) {
    if (op.status === 'in_progress') await op.incrementalPatch({ status: 'pending' });
    const collection = collectionOf(op.resourceType);
    if (!collection) continue;
    const patch = plainPatch(op);
    const perRecord: [string, LocalPatch][] =
      patch.kind === 'createMany'
        ? patch.docs.map((doc) => [String(doc.id), { kind: 'create', doc }])
        : [[op.resourceId, patch]];
    for (const [id, recordPatch] of perRecord) {
      const key = `${collection}/${id}`;
      const entry = byRecord.get(key) ?? { collection, patches: [] };
      entry.patches.push(recordPatch);
      byRecord.set(key, entry);
    }
  }
  for (const [key, { collection, patches }] of byRecord) {
    const id = key.slice(collection.length + 1);
    const target = db.collections[collection as keyof typeof db.collections];
    await patchRecord(target as unknown as RxCollection<Record<string, unknown>>, id, patches);
  }
}
