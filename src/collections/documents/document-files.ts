import type { RxAttachment, RxDocument } from 'rxdb';
import { filter, firstValueFrom, map, of, scan, takeWhile, timeout } from 'rxjs';
import { isTempId } from '../../domain/temp-id';
import type { AppDatabase } from '../app-database';
import { documentIdNow } from './document-id-now';
import type { DocumentDocType } from './documents.schema';

/** The one attachment of a document record: its file, sealed at rest like every attachment. */
export const FILE_ATTACHMENT_ID = 'file';

// An upload's record is stored before its file (documents.mutations.ts), and screens and the
// queue see the record at once: a young upload's file is being encrypted and stored right now, in
// this tab or another one. Older than this, a missing file is gone (the tab closed in between).
export const FILE_ON_ITS_WAY_MS = 60_000;
export const FILE_WAIT_MS = 10_000;

type DocumentRecord = RxDocument<DocumentDocType>;
type FileAttachment = RxAttachment<DocumentDocType>;

export function hasStoredFile(doc: DocumentRecord): boolean {
  return doc.getAttachment(FILE_ATTACHMENT_ID) !== null;
}

/**
 * The file attachment of the record `id` once it is stored: null when `waitMs` passes first, or
 * the record goes away meanwhile (acknowledged under the server's id, or deleted). A record not
 * there yet is waited for too: the queue stores an operation just before its record.
 */
export function fileWhenStored(
  db: AppDatabase,
  id: string,
  waitMs = FILE_WAIT_MS,
): Promise<FileAttachment | null> {
  const attachment$ = db.documents.findOne(id).$.pipe(
    scan((last, doc) => ({ doc, seen: last.seen || doc !== null }), {
      doc: null as DocumentRecord | null,
      seen: false,
    }),
    takeWhile(({ doc, seen }) => doc !== null || !seen),
    map(({ doc }) => doc?.getAttachment(FILE_ATTACHMENT_ID) ?? null),
    filter((found) => found !== null),
    timeout({ first: waitMs, with: () => of(null) }),
  );
  return firstValueFrom(attachment$, { defaultValue: null });
}

function isYoungUpload(doc: DocumentRecord): boolean {
  return isTempId(doc.id) && Date.now() - Date.parse(doc.createdAt) < FILE_ON_ITS_WAY_MS;
}

/**
 * The file as stored on this device, or null when only the metadata is here. An upload asked for
 * by its temp- id is found under the server's id once acknowledged, and one just made is waited
 * for (up to `waitMs`) while its file is being stored.
 */
export async function storedDocumentFile(
  db: AppDatabase,
  id: string,
  waitMs = FILE_WAIT_MS,
): Promise<Blob | null> {
  const doc = await db.documents.findOne(id).exec();
  const attachment =
    doc?.getAttachment(FILE_ATTACHMENT_ID) ??
    (doc && isYoungUpload(doc) ? await fileWhenStored(db, id, waitMs) : null);
  if (attachment) return attachment.getData();
  const now = await documentIdNow(db, id);
  if (now === id) return null;
  const moved = await db.documents.findOne(now).exec();
  return (await moved?.getAttachment(FILE_ATTACHMENT_ID)?.getData()) ?? null;
}

/**
 * A document's bytes: the copy on this device (`storedDocumentFile`), else `download` under the
 * id the server knows it by; an upload the server has not acknowledged has none, so null.
 */
export async function storedOrDownloaded(
  db: AppDatabase,
  id: string,
  download: (serverId: string) => Promise<Blob | null>,
): Promise<Blob | null> {
  const stored = await storedDocumentFile(db, id);
  if (stored) return stored;
  const now = await documentIdNow(db, id);
  return isTempId(now) ? null : download(now);
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
