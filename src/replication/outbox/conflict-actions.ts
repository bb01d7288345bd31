import type { AppDatabase } from '../../collections/app-database';
import { dropShownNote } from '../../collections/notes/auto-notes';
import { createdRecordIds, plainPatch } from '../../collections/sync-queue/local-patch';
import { collectionOf } from '../../collections/sync-queue/resource-collections';
import { rebaseLaterOperations } from './operation-outcome';
import { writeServerRecord } from './write-server-record';

type Row = Record<string, unknown>;

async function conflicted(db: AppDatabase, opId: string) {
  const op = await db.sync_queue.findOne(opId).exec();
  if (!op || op.status !== 'conflict') throw new Error('No conflict to resolve');
  // A plain copy: the document's nested values are getters a record insert cannot clone.
  const response = structuredClone(op.toJSON().response) as { serverVersion?: Row | null } | null;
  const server = response?.serverVersion ?? null;
  return { op, server };
}

/** Keep mine: send the local change again, now on top of the server's current version. */
export async function keepMine(db: AppDatabase, opId: string): Promise<void> {
  const { op, server } = await conflicted(db, opId);
  const version = typeof server?.version === 'number' ? server.version : undefined;
  await op.incrementalModify((d) => ({
    ...d,
    status: 'pending',
    retryCount: 0,
    metadata: { ...d.metadata, baseVersion: version, resolution: 'keepMine' },
  }));
}

/**
 * Take the server's: the local change is dropped and the server's version stored, with this
 * record's other unfinished changes (made later, as separate actions) still applied on top.
 */
export async function takeServers(db: AppDatabase, opId: string): Promise<void> {
  const { op, server } = await conflicted(db, opId);
  await op.incrementalModify((d) => ({
    ...d,
    status: 'completed',
    metadata: { ...d.metadata, resolution: 'takeServers' },
  }));
  await dropShownNote(db, op.data);
  const collection = collectionOf(op.resourceType);
  if (collection && server) await writeServerRecord(db, collection, server, op.resourceId);
  if (typeof server?.version === 'number') {
    await rebaseLaterOperations(db, op.resourceId, op.id, server.version);
  }
}

/** SPEC 4: retrying failed operations resets them to pending with retryCount 0. */
export async function retryFailed(db: AppDatabase, opIds?: string[]): Promise<number> {
  const failed = await db.sync_queue.find({ selector: { status: 'failed' } }).exec();
  const chosen = failed.filter((op) => !opIds || opIds.includes(op.id));
  for (const op of chosen) {
    await op.incrementalPatch({ status: 'pending', retryCount: 0 });
  }
  return chosen.length;
}

/**
 * Discard (developer page): the operation leaves the queue; records it created locally go too,
 * other records wait for the next pull to bring the server's state back.
 */
export async function discardOperation(db: AppDatabase, opId: string): Promise<void> {
  const op = await db.sync_queue.findOne(opId).exec();
  if (!op) return;
  const collection = collectionOf(op.resourceType);
  if (collection && op.operationType === 'create' && op.metadata.tempId === op.resourceId) {
    const record = await db.collections[collection].findOne(op.resourceId).exec();
    await record?.incrementalRemove();
  }
  const batchIds = createdRecordIds(plainPatch(op));
  if (collection && batchIds.length > 0) await db.collections[collection].bulkRemove(batchIds);
  await dropShownNote(db, op.data);
  await op.incrementalRemove();
}
