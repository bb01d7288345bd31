import type { RxDocument } from 'rxdb';
import type { AppDatabase } from '../../collections/app-database';
import { dropUnmadeStatusNote } from '../../collections/notes/auto-notes';
import { metadataOf } from '../../collections/sync-queue/operation-status';
import { collectionOf } from '../../collections/sync-queue/resource-collections';
import { unfinishedOperationsForQuery } from '../../collections/sync-queue/sync-queue.queries';
import type { SyncOperationDocType } from '../../collections/sync-queue/sync-queue.schema';
import { isRecordOf } from '../../collections/wire-records';
import { SYNC_MAX_RETRIES } from '../../domain/constants';
import { recordSyncTime } from './queue-meta';
import { remapReferences, remapTempId } from './remap-temp-id';
import { writeServerRecord, writeServerRecords } from './write-server-record';

type OpDoc = RxDocument<SyncOperationDocType>;
type Row = Record<string, unknown>;

/** Success: the server's record replaces the local one (pending changes rebased on top). */
export async function completeOperation(db: AppDatabase, op: OpDoc, response: unknown) {
  const collection = collectionOf(op.resourceType);
  const { tempId } = metadataOf(op);
  const created = op.operationType === 'create' && tempId === op.resourceId;
  const serverId = created && isRecord(response) ? String(response.id) : undefined;
  const batch = op.localPatch.kind === 'createMany' && Array.isArray(response);
  if (batch && collection) {
    const edited = await writeServerRecords(db, collection, response as Row[], op.id);
    for (const row of edited) {
      if (typeof row.version === 'number') {
        await rebaseLaterOperations(db, String(row.id), op.id, row.version);
      }
    }
  } else if (serverId && tempId) {
    // Known before the record moves: screens keyed by the first id (useFirstIds) follow it
    // without a frame where the record has its new id and no link to its old one.
    await op.incrementalModify((data) => ({ ...data, metadata: { ...data.metadata, serverId } }));
    await remapTempId(db, op.id, tempId, serverId);
    if (collection) await writeServerRecord(db, collection, response as Row, tempId, op.id);
    await remapReferences(db, op.resourceType, tempId, serverId);
  } else if (collection && isRecordOf(response, op.resourceId)) {
    await writeServerRecord(db, collection, response, op.resourceId, op.id);
  }
  // A config record's answer (preferences, a settings group) has a version but no id.
  const version = isObject(response) ? response.version : undefined;
  if (typeof version === 'number')
    await rebaseLaterOperations(db, serverId ?? op.resourceId, op.id, version);
  // A contact merge changed claims too (server/routes/api/contacts): changes queued on them after
  // the merge were made on top of it.
  for (const moved of movedClaims(response)) {
    await rebaseLaterOperations(db, moved.id, op.id, moved.version);
  }
  await op.getLatest().incrementalModify((data) => ({
    ...data,
    // A batch's payload (hundreds of records, twice) is not needed once they are on the server;
    // dropping it keeps every later read of the queue light.
    ...(batch ? { data: {}, localPatch: { kind: 'createMany' as const, docs: [] } } : {}),
    status: 'completed',
    // A batch's rows are in the collection now; the operation keeps only how many.
    response: batch
      ? { created: (response as Row[]).length }
      : isObject(response)
        ? response
        : { value: response ?? null },
    lastError: null,
    metadata: { ...data.metadata, ...(serverId ? { serverId } : {}), completedAt: Date.now() },
  }));
  if (op.resourceType === 'claims') await dropUnmadeStatusNote(db, op.data, response);
  await recordSyncTime(db, 'lastSuccessfulSync');
}

/** Later operations on the record were made on top of this one: they now expect its version. */
export async function rebaseLaterOperations(
  db: AppDatabase,
  resourceId: string,
  exceptId: string,
  version: number,
) {
  const later = await unfinishedOperationsForQuery(db.sync_queue, resourceId).exec();
  for (const other of later) {
    if (other.id === exceptId || metadataOf(other).ifMatch === false) continue;
    await other.incrementalModify((d) => ({
      ...d,
      metadata: { ...d.metadata, baseVersion: version },
    }));
  }
}

/** SPEC 4: back to pending with retryCount+1, until 3 attempts; then failed. */
export async function failOperation(op: OpDoc, message: string) {
  await op.getLatest().incrementalModify((data) => {
    const retryCount = data.retryCount + 1;
    return {
      ...data,
      retryCount,
      status: retryCount >= SYNC_MAX_RETRIES ? 'failed' : 'pending',
      lastError: { message, timestamp: Date.now() },
    };
  });
}

/** 409: the server's version is kept beside the local one until the user decides. */
export async function markConflict(op: OpDoc, server: unknown, message: string) {
  await op.getLatest().incrementalModify((data) => ({
    ...data,
    status: 'conflict',
    response: { serverVersion: server ?? null },
    lastError: { message, timestamp: Date.now() },
  }));
}

function movedClaims(response: unknown): { id: string; version: number }[] {
  const moved = isRecord(response) ? response.movedClaims : undefined;
  return Array.isArray(moved) ? (moved as { id: string; version: number }[]) : [];
}

function isObject(value: unknown): value is Row {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isRecord(value: unknown): value is Row {
  return isObject(value) && typeof value.id === 'string';
}
