import {
  documentRefusal,
  refusalSentence,
  type DocumentLimits,
} from '../../domain/document-limits';
import { contentRefusal } from '../../domain/document-upload-rules';
import type { CapturePosition } from '../../domain/field-capture';
import type { AppDatabase } from '../app-database';
import type { RecordAuthor } from '../sync-queue/record-writes';
import { uploadDocument } from './documents.mutations';
import type { DocumentDocType } from './documents.schema';
import { fileSha256 } from './file-sha256';
import { sniffFile } from './sniff-file';

/** A photo as the camera (or the file chooser) handed it over, with when and where. */
export interface FieldPhoto {
  file: File;
  capturedAt: string;
  position: CapturePosition | null;
}

export interface FieldPhotoOptions {
  limits: DocumentLimits;
  isClientVisible: boolean;
  /** The documents setting compressionEnabled: the compressor to use, or null to keep the bytes. */
  compress: ((file: File) => Promise<File>) | null;
}

export interface FieldPhotoResult {
  /** The document shown for the photo (the compressed copy when there is one). */
  document: DocumentDocType;
  /** The uncompressed original uploaded beside it, when compression made a smaller copy. */
  original: DocumentDocType | null;
}

/** "IMG_1.jpg" → "IMG_1.original.jpg": the extension stays, so the type checks still apply. */
export function originalFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}.original${name.slice(dot)}` : `${name}.original`;
}

/**
 * Queues a photo taken in the field (issue 14). Its SHA-256 is taken from the bytes as given,
 * before any compression. With compression on, the smaller copy is the document and the original
 * is queued after it naming the copy's temp id (`original_of`): the queue holds it until the copy
 * has its server id (ready-operation.ts) and then rewrites the id (remap-temp-id.ts). Each upload
 * carries the hash of the bytes it sends, so the server can verify each one.
 */
export async function uploadFieldPhoto(
  db: AppDatabase,
  claimId: string,
  photo: FieldPhoto,
  options: FieldPhotoOptions,
  user: RecordAuthor,
): Promise<FieldPhotoResult> {
  const { file, capturedAt, position } = photo;
  const refusal = documentRefusal({ name: file.name, size: file.size }, options.limits);
  if (refusal) throw new Error(refusal);
  // The upload widget's content rule too: the server would refuse it only once it is sent.
  const content = contentRefusal(file.name, await sniffFile(file));
  if (content) throw new Error(refusalSentence(file.name, content));
  const originalSha256 = await fileSha256(file);
  // A photo the browser cannot re-encode (an unusual format) is still kept, as taken.
  const copy = options.compress ? await options.compress(file).catch(() => file) : file;
  const base = { claimId, isClientVisible: options.isClientVisible };
  if (copy === file || copy.size >= file.size) {
    const capture = { capturedAt, position, sha256: originalSha256 };
    const document = await uploadDocument(db, { ...base, file, name: file.name, capture }, user);
    return { document, original: null };
  }
  const copyCapture = { capturedAt, position, sha256: await fileSha256(copy) };
  const document = await uploadDocument(
    db,
    { ...base, file: copy, name: file.name, capture: copyCapture },
    user,
  );
  const originalCapture = {
    capturedAt,
    position,
    sha256: originalSha256,
    originalOf: document.id,
  };
  const original = await uploadDocument(
    db,
    { ...base, file, name: originalFileName(file.name), capture: originalCapture },
    user,
  );
  return { document, original };
}
