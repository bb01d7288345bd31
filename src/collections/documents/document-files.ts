import type { RxDocument } from 'rxdb';
import type { AppDatabase } from '../app-database';
import { documentIdNow } from './document-id-now';
import type { DocumentDocType } from './documents.schema';

/** The one attachment of a document record: its file, sealed at rest like every attachment. */
export const FILE_ATTACHMENT_ID = 'file';

type DocumentRecord = RxDocument<DocumentDocType>;

export function hasStoredFile(doc: DocumentRecord): boolean {
  return doc.getAttachment(FILE_ATTACHMENT_ID) !== null;
}

/**
 * The file as stored on this device, or null when only the metadata is here. An upload asked for
 * by its temp- id is found under the server's id once acknowledged.
 */
export async function storedDocumentFile(db: AppDatabase, id: string): Promise<Blob | null> {
  const doc =
    (await db.documents.findOne(id).exec()) ??
    (await db.documents.findOne(await documentIdNow(db, id)).exec());
  const attachment = doc?.getAttachment(FILE_ATTACHMENT_ID);
  return attachment ? attachment.getData() : null;
}

export async function storeDocumentFile(doc: DocumentRecord, file: Blob): Promise<void> {
  await doc.getLatest().putAttachment({
    id: FILE_ATTACHMENT_ID,
    data: file,
    type: file.type || doc.mimeType || 'application/octet-stream',
  });
}

export async function removeDocumentFile(doc: DocumentRecord): Promise<void> {
  await doc.getLatest().getAttachment(FILE_ATTACHMENT_ID)?.remove();
}
