import type { AppDatabase } from '../../collections/app-database';
import { discardOperation, retryFailed } from './conflict-actions';
import { uploadTracker } from './upload-tracker';

function uploadOperation(db: AppDatabase, documentId: string) {
  return db.sync_queue
    .findOne({ selector: { resourceId: documentId, operationType: 'create' } })
    .exec();
}

/**
 * Cancels a queued or sending upload: it leaves the queue with its local record and file. One
 * being sent is aborted here and discarded by its sender (process-operation.ts); false when it
 * is too late (already on the server) or another tab is sending it.
 */
export async function cancelUpload(db: AppDatabase, documentId: string): Promise<boolean> {
  const op = await uploadOperation(db, documentId);
  if (!op || op.status === 'completed') return false;
  if (op.status === 'in_progress') return uploadTracker.cancel(documentId);
  await discardOperation(db, op.id);
  return true;
}

/** Sends a failed upload again from the start (SPEC 4: pending, retryCount 0). */
export async function retryUpload(db: AppDatabase, documentId: string): Promise<boolean> {
  const op = await uploadOperation(db, documentId);
  if (!op || op.status !== 'failed') return false;
  return (await retryFailed(db, [op.id])) > 0;
}
