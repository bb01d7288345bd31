import type { RxDocument } from 'rxdb';
import type { ApiClient } from '../../api/api.types';
import { UNREACHABLE_CODE } from '../../api/api.types';
import type { AppDatabase } from '../../collections/app-database';
import type { SyncOperationDocType } from '../../collections/sync-queue/sync-queue.schema';
import { completeOperation, failOperation, markConflict } from './operation-outcome';
import { FILE_MISSING_MESSAGE, keepUploadedFile, multipartUpload } from './multipart-upload';
import { recordSyncTime } from './queue-meta';
import { sendOperation } from './send-operation';

export type Outcome = 'completed' | 'failed' | 'conflict' | 'unreachable';

/** One attempt: pending → in_progress → completed, or back to pending/failed, or conflict. */
export async function processOperation(
  db: AppDatabase,
  api: ApiClient,
  op: RxDocument<SyncOperationDocType>,
): Promise<Outcome> {
  await recordSyncTime(db, 'lastSyncAttempt');
  const started = await op.getLatest().incrementalPatch({ status: 'in_progress' });
  const sent = started.toMutableJSON() as SyncOperationDocType;
  const upload = await multipartUpload(db, sent);
  if (upload === 'missing') {
    await failOperation(started, FILE_MISSING_MESSAGE);
    return 'failed';
  }
  const result = await sendOperation(api, sent, upload?.form);
  if (result.status === 'ok') {
    await completeOperation(db, started, result.data);
    if (upload) await keepUploadedFile(db, result.data, upload.file);
    return 'completed';
  }
  if (result.code === 409) {
    if (alreadyApplied(started, result.data)) {
      await completeOperation(db, started, result.data);
      return 'completed';
    }
    await markConflict(started, result.data, result.message);
    return 'conflict';
  }
  await failOperation(started, result.message);
  return result.code === UNREACHABLE_CODE ? 'unreachable' : 'failed';
}

/**
 * An update whose first attempt reached the server but whose answer was lost comes back as a
 * 409 (the version moved on — by this very change). If the server record already holds every
 * field the update sets, it was applied: not a conflict.
 */
function alreadyApplied(op: RxDocument<SyncOperationDocType>, server: unknown): boolean {
  if (op.operationType !== 'update' || op.localPatch.kind !== 'merge') return false;
  if (server === null || typeof server !== 'object') return false;
  const record = server as Record<string, unknown>;
  const sent = op.data as Record<string, unknown>;
  return Object.entries(sent).every(
    ([key, value]) => JSON.stringify(record[key]) === JSON.stringify(value),
  );
}
