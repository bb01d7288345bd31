import type { AppDatabase } from '../../collections/app-database';
import { metadataOf } from '../../collections/sync-queue/operation-status';
import type { SyncOperationDocType } from '../../collections/sync-queue/sync-queue.schema';

/**
 * The version a queued change was made on top of, as known when it is sent. `queueWrite` stores
 * the record's version when the change is made, and completing an earlier operation on the same
 * record moves it forward (`rebaseLaterOperations`). But a change made while the earlier one was
 * being completed can read the old version and be stored just after the rebase looked: sent as it
 * is, its If-Match would be stale and the server would answer with a conflict nobody caused (seen
 * as "mark done, then Undo" ending done). This device's own earlier operations on the record that
 * the server acknowledged were applied before this one was made, so their answer's version is the
 * least this change can be based on. A change from elsewhere in between still conflicts.
 */
export async function baseVersionAtSend(
  db: AppDatabase,
  op: SyncOperationDocType,
): Promise<number | undefined> {
  const own = metadataOf(op).baseVersion;
  if (metadataOf(op).ifMatch === false || op.operationType === 'create') return own;
  const earlier = await db.sync_queue
    .find({ selector: { resourceId: op.resourceId, seq: { $lt: op.seq }, status: 'completed' } })
    .exec();
  return earlier.reduce<number | undefined>((base, done) => {
    const version = (done.response as { version?: unknown } | null)?.version;
    return typeof version === 'number' && (base === undefined || version > base) ? version : base;
  }, own);
}
