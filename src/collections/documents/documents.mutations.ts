import {
  captureRecordFields,
  captureUploadFields,
  type PhotoCapture,
} from '../../domain/field-capture';
import type { AppDatabase } from '../app-database';
import { newLocalRecord, type RecordAuthor, recordWrites } from '../sync-queue/record-writes';
import { storeDocumentFile } from './document-files';
import type { DocumentDocType } from './documents.schema';

export interface DocumentUpload {
  /** A temp id chosen before the upload (a note's files are marked under it first). */
  id?: string;
  file: Blob;
  name: string;
  claimId: string | null;
  noteId?: string | null;
  isClientVisible?: boolean;
  /** A photo taken in the field: when, where and its device-side checksum (issue 14). */
  capture?: PhotoCapture;
}

/**
 * The marker of a queued upload: the queue sends it as multipart form data (DESIGN.md
 * "documents") with the file read from the document's encrypted attachment, not as JSON.
 */
export interface MultipartData {
  multipart: { fields: Record<string, string>; fileName: string };
}

export function isMultipartData(data: unknown): data is MultipartData {
  const value = (data as Partial<MultipartData> | null)?.multipart;
  return typeof value === 'object' && value !== null && typeof value.fileName === 'string';
}

const documents = recordWrites('documents');

/**
 * Uploads a document, online or not: the metadata record (temp- id) and the queued POST are
 * written first, then the file as the record's encrypted attachment; the upload counts as saved
 * once this resolves. The queue posts it when the server is reachable and the record takes the
 * server's id.
 */
export async function uploadDocument(
  db: AppDatabase,
  upload: DocumentUpload,
  user: RecordAuthor,
): Promise<DocumentDocType> {
  const local = newLocalRecord(user);
  const doc: DocumentDocType = {
    ...local,
    id: upload.id ?? local.id,
    name: upload.name,
    mimeType: upload.file.type || 'application/octet-stream',
    size: upload.file.size,
    claimId: upload.claimId,
    noteId: upload.noteId ?? null,
    isClientVisible: upload.isClientVisible ?? false,
    uploadedBy: user.id,
    createdAt: local.updatedAt,
    ...(upload.capture ? captureRecordFields(upload.capture) : {}),
  };
  const fields: Record<string, string> = {};
  if (upload.claimId) fields.claim_id = upload.claimId;
  if (upload.noteId) fields.note_id = upload.noteId;
  if (upload.isClientVisible !== undefined)
    fields.is_client_visible = String(upload.isClientVisible);
  if (upload.capture) Object.assign(fields, captureUploadFields(upload.capture));
  const data: MultipartData = { multipart: { fields, fileName: upload.name } };
  await documents.create(db, { endpoint: '/documents', data: { ...data }, doc }, user.id);
  const stored = await db.documents.findOne(doc.id).exec();
  if (stored) await storeDocumentFile(stored, upload.file);
  return doc;
}
