import type { AppDatabase } from '../../collections/app-database';
import {
  FILE_ATTACHMENT_ID,
  FILE_ON_ITS_WAY_MS,
  FILE_WAIT_MS,
  fileWhenStored,
  storeDocumentFile,
} from '../../collections/documents/document-files';
import { isMultipartData } from '../../collections/documents/documents.mutations';
import type { SyncOperationDocType } from '../../collections/sync-queue/sync-queue.schema';
import { offlineSettings } from '../../collections/claims/claim-eviction';
import { deviceTimeOffsetMs } from '../../api/server-clock';
import { DEVICE_TIME_OFFSET_FIELD, isCaptureUpload } from '../../domain/field-capture';

export const FILE_MISSING_MESSAGE = 'The file of this upload is no longer on this device';

export interface MultipartUpload {
  form: FormData;
  file: Blob;
}

/**
 * The form data of a queued upload (documents.mutations.ts), with the file read from the temp
 * record's encrypted attachment; null for every other operation, 'missing' when the file is gone
 * (the tab closed between queueing and storing the file: it was never shown as saved).
 */
export async function multipartUpload(
  db: AppDatabase,
  op: SyncOperationDocType,
  waitMs = FILE_WAIT_MS,
): Promise<MultipartUpload | 'missing' | null> {
  if (!isMultipartData(op.data)) return null;
  // The queued POST wakes the drain at once, before the file is stored (document-files.ts).
  const young = Date.now() - op.timestamp < FILE_ON_ITS_WAY_MS;
  const attachment = young
    ? await fileWhenStored(db, op.resourceId, waitMs)
    : (await db.documents.findOne(op.resourceId).exec())?.getAttachment(FILE_ATTACHMENT_ID);
  const file = await attachment?.getData();
  if (!file) return 'missing';
  const form = new FormData();
  const { fields } = op.data.multipart;
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // Measured when sent, not when queued: a photo taken offline has no server answer to read yet.
  const offset = deviceTimeOffsetMs();
  if (isCaptureUpload(fields) && offset !== null) {
    form.append(DEVICE_TIME_OFFSET_FIELD, String(offset));
  }
  form.append('file', file, op.data.multipart.fileName);
  return { form, file };
}

/**
 * After the server acknowledged an upload the temp record is replaced by the server's; the file
 * the user just gave stays on the device when documents are stored offline, without a download.
 */
export async function keepUploadedFile(db: AppDatabase, response: unknown, file: Blob) {
  const id = (response as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !(await offlineSettings(db)).storeDocuments) return;
  const doc = await db.documents.findOne(id).exec();
  if (doc) await storeDocumentFile(doc, file);
}
