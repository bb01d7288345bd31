import { useCallback, useMemo } from 'react';
import {
  changeDocument,
  deleteDocument,
  type DocumentChanges,
} from '../../collections/documents/document-edits.mutations';
import type { DocumentDocType } from '../../collections/documents/documents.schema';
import {
  documentDeleteRefusal,
  documentEditRefusal,
  type DocumentActor,
} from '../../domain/document-actions';
import { useSession } from '../services/services.context';
import { usePermissions } from '../services/use-permissions';
import { useWriteAccess } from '../services/use-write-access';
import { runAction } from '../ui/report-failure';

export interface DocumentActions {
  /** Why the user may not rename or re-share the document; null when they may. */
  editRefusal: (doc: DocumentDocType) => string | null;
  /** Why the user may not delete it (now); null when they may. */
  deleteRefusal: (doc: DocumentDocType) => string | null;
  change: (doc: DocumentDocType, changes: DocumentChanges) => void;
  remove: (doc: DocumentDocType) => void;
}

/** The library's writes with the rules of src/domain/document-actions.ts (the server's too). */
export function useDocumentActions(): DocumentActions {
  const { user } = useSession();
  const permissions = usePermissions();
  const access = useWriteAccess();
  const actor = useMemo<DocumentActor>(
    () => ({ userId: user?.id ?? '', permissions }),
    [user?.id, permissions],
  );
  const change = useCallback(
    (doc: DocumentDocType, changes: DocumentChanges) =>
      runAction(async () => {
        const { db, user: me } = access();
        await changeDocument(db, doc.id, changes, me.id);
      }, `“${doc.name}” was not changed`),
    [access],
  );
  const remove = useCallback(
    (doc: DocumentDocType) =>
      runAction(async () => {
        const { db, user: me } = access();
        await deleteDocument(db, doc.id, me.id);
      }, `“${doc.name}” was not deleted`),
    [access],
  );
  return useMemo(
    () => ({
      editRefusal: (doc) => documentEditRefusal(doc, actor),
      deleteRefusal: (doc) => documentDeleteRefusal(doc, actor),
      change,
      remove,
    }),
    [actor, change, remove],
  );
}
