import type { RxCollection, RxDocument } from 'rxdb';
import { DEFAULT_QUEUE_USER_ID } from '../../domain/constants';
import type { OperationType } from '../../domain/sync-operation.schema';
import type { AppDatabase } from '../app-database';
import { acknowledgedTempIds, withServerIds } from './acknowledged-temp-ids';
import type { LocalPatch } from './local-patch';
import { newOperationId, nextSeq } from './operation-ids';
import { UNFINISHED_STATUSES, type OperationMetadata } from './operation-status';
import { applyPatches } from './apply-patch';
import { patchRecord, writeOver } from './record-writer';
import { collectionOf, type ResourceType } from './resource-collections';
import type { SyncOperationDocType } from './sync-queue.schema';

export interface QueuedWrite {
  resourceType: ResourceType;
  resourceId: string;
  operationType: OperationType;
  method: 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
  /** The request body exactly as it will be sent (camelCase; the server accepts it). */
  data: Record<string, unknown>;
  localPatch: LocalPatch;
  metadata?: OperationMetadata;
  userId?: string;
}

/**
 * Every local write of the app goes through here (DESIGN.md invariant 1). Write order:
 *   1. the operation is stored (status pending) — the durable intent;
 *   2. the local record is patched — what the screen shows.
 * The caller shows the change as saved only after both. A tab closed or crashed between 1 and 2
 * loses nothing: start-up recovery (replication/outbox/recovery.ts) re-applies the patches of all
 * unfinished operations, and every patch is idempotent. The reverse order could show a change
 * that no operation would ever send.
 */
export async function queueWrite(
  db: AppDatabase,
  made: QueuedWrite,
): Promise<SyncOperationDocType> {
  const write = withServerIds(made, await acknowledgedTempIds(db, made));
  const collectionName = collectionOf(write.resourceType);
  const collection = collectionName ? db.collections[collectionName] : null;
  const current = collection ? await collection.findOne(write.resourceId).exec() : null;
  const version = (current as { version?: unknown } | null)?.version;
  const seq = nextSeq();
  const op: SyncOperationDocType = {
    id: newOperationId(seq),
    seq,
    resourceType: write.resourceType,
    resourceId: write.resourceId,
    operationType: write.operationType,
    endpoint: write.endpoint,
    method: write.method,
    data: write.data,
    localPatch: write.localPatch,
    status: 'pending',
    timestamp: Date.now(),
    retryCount: 0,
    userId: write.userId ?? DEFAULT_QUEUE_USER_ID,
    metadata: {
      ifMatch: write.operationType !== 'create',
      ...(typeof version === 'number' && version > 0 ? { baseVersion: version } : {}),
      ...write.metadata,
    },
    lastError: null,
    response: null,
  };
  const stored = await db.sync_queue.insert(op);
  if (collection) {
    try {
      await patchRecord(collection as never, write.resourceId, [write.localPatch]);
    } catch (error) {
      // The local store refused the change (schema): nothing was shown as saved, so nothing is sent.
      await stored.incrementalRemove();
      throw error;
    }
  }
  return resolveLateAcknowledgement(db, stored);
}

/** The create of a temp id this write names was acknowledged while it was being stored. */
async function resolveLateAcknowledgement(
  db: AppDatabase,
  stored: RxDocument<SyncOperationDocType>,
): Promise<SyncOperationDocType> {
  const op = stored.toMutableJSON() as SyncOperationDocType;
  const late = await acknowledgedTempIds(db, op);
  if (late.size === 0) return op;
  const moved = await stored.getLatest().incrementalModify((d) => withServerIds(d, late));
  const collectionName = collectionOf(op.resourceType);
  const collection = collectionName ? db.collections[collectionName] : null;
  if (!collection) return moved.toMutableJSON() as SyncOperationDocType;
  const record = (await collection.findOne(moved.resourceId).exec()) as RxDocument<
    Record<string, unknown>
  > | null;
  if (!record) {
    await patchRecord(collection as never, moved.resourceId, [moved.localPatch]);
  } else {
    // Checked inside the record's own write: the drain may have sent this operation and stored
    // the server's answer meanwhile, and the patch again would put this device's values (its
    // clock in `lastUpdated`) under the server's version, where no pull corrects them (fault
    // suite, issue 11). A record past the version the operation was sent on holds its answer.
    await writeOver(record, (current) => {
      const latest = moved.getLatest();
      const base = latest.metadata.baseVersion;
      const answered =
        !UNFINISHED_STATUSES.includes(latest.status) ||
        (typeof base === 'number' && typeof current.version === 'number' && current.version > base);
      return answered ? current : applyPatches(current, [latest.localPatch]);
    });
  }
  return moved.toMutableJSON() as SyncOperationDocType;
}

export interface QueuedBatchCreate {
  resourceType: ResourceType;
  /** The batch's own id: the operation's resource id (no record has it). */
  batchId: string;
  endpoint: string;
  data: Record<string, unknown>;
  /** The records, complete, under the final ids the device chose. */
  docs: Record<string, unknown>[];
  userId: string;
}

/**
 * Many creates in one operation (a contacts import batch), in the same write order as
 * `queueWrite`: the operation first, then the records in one bulk insert. A record the local
 * store refuses withdraws the whole operation (its records are removed), so nothing shows as
 * saved that would not be sent. The POST's Idempotency-Key is the operation id.
 */
export async function queueBatchCreate(
  db: AppDatabase,
  write: QueuedBatchCreate,
): Promise<SyncOperationDocType> {
  const collectionName = collectionOf(write.resourceType);
  if (!collectionName) throw new Error(`No local collection for ${write.resourceType}`);
  const collection = db.collections[collectionName] as unknown as RxCollection<
    Record<string, unknown>
  >;
  const seq = nextSeq();
  const op: SyncOperationDocType = {
    id: newOperationId(seq),
    seq,
    resourceType: write.resourceType,
    resourceId: write.batchId,
    operationType: 'create',
    endpoint: write.endpoint,
    method: 'POST',
    data: write.data,
    localPatch: { kind: 'createMany', docs: write.docs },
    status: 'pending',
    timestamp: Date.now(),
    retryCount: 0,
    userId: write.userId,
    metadata: { ifMatch: false },
    lastError: null,
    response: null,
  };
  const stored = await db.sync_queue.insert(op);
  const { error } = await collection.bulkInsert(write.docs);
  if (error.length > 0) {
    await collection.bulkRemove(write.docs.map((doc) => String(doc.id)));
    await stored.incrementalRemove();
    throw new Error(`The local store refused ${error.length} of ${write.docs.length} records`);
  }
  return op;
}
