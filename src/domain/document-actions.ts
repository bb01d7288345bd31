import { z } from 'zod';
import { documentExtension } from './document.schema';
import { hasPermission } from './permissions';

/**
 * How long the uploader of a document may delete it without manage_documents: long enough to
 * undo a wrong upload, short enough that a document others relied on does not vanish later.
 */
export const UPLOADER_DELETE_WINDOW_MINUTES = 15;

export const DOCUMENT_NAME_MAX = 200;

/** The part of a document the rules below read. */
export interface DocumentOwnership {
  uploadedBy: string | null;
  createdAt: string | Date;
}

export interface DocumentActor {
  userId: string;
  permissions: readonly string[] | undefined;
}

const manages = (actor: DocumentActor) => hasPermission(actor.permissions, 'manage_documents');

/** Why the actor may not rename the document or change its client visibility; null when they may. */
export function documentEditRefusal(doc: DocumentOwnership, actor: DocumentActor): string | null {
  if (manages(actor) || doc.uploadedBy === actor.userId) return null;
  return 'Only its uploader or a documents manager can change this document';
}

/**
 * Why the actor may not delete the document; null when they may. A documents manager may always;
 * its uploader (with upload_documents) within UPLOADER_DELETE_WINDOW_MINUTES of the upload.
 */
export function documentDeleteRefusal(
  doc: DocumentOwnership,
  actor: DocumentActor,
  now: Date = new Date(),
): string | null {
  if (manages(actor)) return null;
  if (doc.uploadedBy !== actor.userId || !hasPermission(actor.permissions, 'upload_documents')) {
    return 'Only its uploader or a documents manager can delete this document';
  }
  const age = now.getTime() - new Date(doc.createdAt).getTime();
  if (age > UPLOADER_DELETE_WINDOW_MINUTES * 60_000) {
    return `Uploaders can delete a document only in its first ${UPLOADER_DELETE_WINDOW_MINUTES} minutes; ask a documents manager`;
  }
  return null;
}

/**
 * Why `name` cannot replace `current` as a document's name; null when it can. The extension
 * stays: the stored type was decided from it at upload (document-files.ts on the server).
 */
export function documentRenameRefusal(current: string, name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name';
  if (trimmed.length > DOCUMENT_NAME_MAX) return `Use at most ${DOCUMENT_NAME_MAX} characters`;
  if (/[\\/]/.test(trimmed)) return 'A name cannot contain / or \\';
  const ext = documentExtension(current);
  if (documentExtension(trimmed) !== ext) {
    return ext ? `Keep the .${ext} extension` : 'A name cannot add an extension';
  }
  return null;
}

/** The fields a document update may change (PUT /documents/{id}). */
export const documentUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(DOCUMENT_NAME_MAX).optional(),
    isClientVisible: z.boolean().optional(),
  })
  .strict();

export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;
