import {
  documentDeleteRefusal,
  documentEditRefusal,
  documentRenameRefusal,
  type DocumentUpdate,
} from '../../../../src/domain/document-actions';
import type { Db } from '../../../db/client';
import { badRequest, forbidden } from '../../../http/errors';
import { documents } from '../../../db/schema/documents';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createDocumentRepository } from '../../../repositories/documents.repository';
import type { DocumentRow, OriginalsChange } from '../../../repositories/documents.repository';
import { changeOf } from '../../../sync/change';
import { publishChange, publishChanges } from '../../../sync/publish-change';
import { notifyDocumentUploaded } from '../notifications/notification-events.service';
import { softDelete, updateVersioned } from '../../../sync/versioned-write';
import type { WriteTarget } from '../../../sync/versioned-write';
import type { DocumentCapture } from './document-capture';
import type { StoredUpload } from './document-upload';

/** Where an upload goes: its claim and note, and whether the claim's clients see it. */
export interface Placement {
  claimId: string | null;
  noteId: string | null;
  isClientVisible: boolean;
}

// A claim's documents reach whoever sees the claim; the others, document staff.
const documentChange = (row: DocumentRow) =>
  changeOf(
    'documents',
    row,
    row.claimId
      ? { claimId: row.claimId }
      : { permissions: ['view_documents', 'manage_documents'] },
  );

/** Records a stored upload as a document of the caller's organization and publishes it. */
export async function recordUpload(
  tx: Db,
  auth: AuthContext,
  placement: Placement,
  upload: StoredUpload,
  capture: Partial<DocumentCapture> = {},
): Promise<DocumentRow> {
  const row = await createDocumentRepository(tx).insert({
    ...placement,
    ...capture,
    sha256: upload.sha256,
    organizationId: auth.organizationId,
    name: upload.name,
    mimeType: upload.mimeType,
    size: upload.size,
    storageKey: upload.key,
    uploadedBy: auth.userId,
  });
  await publishChange(tx, documentChange(row));
  await notifyDocumentUploaded(tx, auth, row);
  return row;
}

/**
 * `write` and, when `follow` says so, the same change on the photo originals kept beside the
 * document: a photo hidden from clients or deleted must not stay reachable through its full-size
 * original. Every row written is published; the document's own row comes first.
 */
function writeWithOriginals(
  db: Db,
  write: (tx: Db) => Promise<DocumentRow>,
  follow: OriginalsChange | null,
): Promise<DocumentRow[]> {
  return db.transaction(async (tx) => {
    const row = await write(tx);
    const originals = follow
      ? await createDocumentRepository(tx).updateOriginalsOf(row, follow)
      : [];
    const rows = [row, ...originals];
    await publishChanges(tx, rows.map(documentChange));
    return rows;
  });
}

/**
 * Deletes a document (soft, If-Match) with the originals kept beside it, and publishes them;
 * their files are the caller's to remove.
 */
export function deleteDocument(db: Db, target: WriteTarget<DocumentRow>): Promise<DocumentRow[]> {
  return writeWithOriginals(db, (tx) => softDelete(tx, documents, target), { deleted: true });
}

const actorOf = (auth: AuthContext) => ({ userId: auth.userId, permissions: auth.permissions });

/**
 * Renames a document or changes its client visibility (If-Match), for its uploader or a documents
 * manager (src/domain/document-actions.ts); a new name keeps the extension.
 */
export async function updateDocument(
  db: Db,
  auth: AuthContext,
  current: DocumentRow,
  target: WriteTarget<DocumentRow>,
  body: DocumentUpdate,
): Promise<DocumentRow> {
  const refusal = documentEditRefusal(current, actorOf(auth));
  if (refusal) throw forbidden(refusal);
  if (body.name !== undefined) {
    const nameRefusal = documentRenameRefusal(current.name, body.name);
    if (nameRefusal) throw badRequest(`name: ${nameRefusal}`, { name: nameRefusal });
  }
  const values = { name: body.name?.trim(), isClientVisible: body.isClientVisible };
  const follow =
    body.isClientVisible === undefined ? null : { isClientVisible: body.isClientVisible };
  const [row] = await writeWithOriginals(
    db,
    (tx) => updateVersioned(tx, documents, target, values),
    follow,
  );
  return row!;
}

/** Refuses a delete the caller may not make: not theirs, or past the uploader's window. */
export function checkDeleteAllowed(auth: AuthContext, current: DocumentRow): void {
  const refusal = documentDeleteRefusal(current, actorOf(auth));
  if (refusal) throw forbidden(refusal);
}
