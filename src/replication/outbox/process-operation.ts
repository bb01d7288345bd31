import type { RxDocument } from 'rxdb';
import type { ApiClient } from '../../api/api.types';
import { UNREACHABLE_CODE } from '../../api/api.types';
import type { AppDatabase } from '../../collections/app-database';
import { dropShownNote } from '../../collections/notes/auto-notes';
import type { SyncOperationDocType } from '../../collections/sync-queue/sync-queue.schema';
import { alreadyApplied } from './already-applied';
import { discardOperation } from './conflict-actions';
import { baseVersionAtSend } from './base-version-at-send';
import { completeOperation, failOperation, markConflict } from './operation-outcome';
import { FILE_MISSING_MESSAGE, keepUploadedFile, multipartUpload } from './multipart-upload';
import { recordSyncTime } from './queue-meta';
import { sendOperation } from './send-operation';
import { uploadTracker } from './upload-tracker';

export type Outcome = 'completed' | 'failed' | 'conflict' | 'unreachable' | 'cancelled';

/** One attempt: pending → in_progress → completed, or back to pending/failed, or conflict. */
export async function processOperation(
  db: AppDatabase,
  api: ApiClient,
  op: RxDocument<SyncOperationDocType>,
): Promise<Outcome> {
  await recordSyncTime(db, 'lastSyncAttempt');
  const latest = op.getLatest();
  const baseVersion = await baseVersionAtSend(db, latest);
  const started = await latest.incrementalModify((data) => ({
    ...data,
    status: 'in_progress',
    metadata: { ...data.metadata, ...(baseVersion === undefined ? {} : { baseVersion }) },
  }));
  const sent = started.toMutableJSON() as SyncOperationDocType;
  const upload = await multipartUpload(db, sent);
  if (upload === 'missing') {
    await failOperation(started, FILE_MISSING_MESSAGE);
    return 'failed';
  }
  // An upload reports its progress and may be cancelled by the user while it is sent.
  const tracked = upload ? uploadTracker.begin(sent.resourceId) : null;
  const progress = tracked && { onUploadProgress: tracked.report, signal: tracked.signal };
  const result = await sendOperation(api, sent, upload?.form, progress ?? undefined).finally(() =>
    tracked?.end(),
  );
  if (tracked?.signal.aborted) {
    await discardOperation(db, sent.id);
    return 'cancelled';
  }
  if (result.status === 'ok') {
    await completeOperation(db, started, result.data);
    if (upload) await keepUploadedFile(db, result.data, upload.file);
    return 'completed';
  }
  if (result.code === 409) {
    if (alreadyApplied(sent, result.data)) {
      await completeOperation(db, started, result.data);
      // The server found the change already made (by another device): no note was made under
      // this change's id. Were it this change's own earlier send, the pull brings its note back.
      await dropShownNote(db, sent.data);
      return 'completed';
    }
    await markConflict(started, result.data, result.message);
    return 'conflict';
  }
  await failOperation(started, result.message);
  return result.code === UNREACHABLE_CODE ? 'unreachable' : 'failed';
}
