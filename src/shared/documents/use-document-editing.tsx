import { useMemo, useState, type ReactNode } from 'react';
import type { DocumentDocType } from '../../collections/documents/documents.schema';
import { ConfirmDeleteDocumentModal, RenameDocumentModal } from './document-dialogs';
import { useDocumentActions, type DocumentActions } from './use-document-actions';

/** What a document's actions menu needs besides the document (`DocumentActionsMenu`). */
export interface DocumentEdits {
  actions: DocumentActions;
  onRename: (doc: DocumentDocType) => void;
  onDelete: (doc: DocumentDocType) => void;
}

/**
 * A screen's document edits (the library, a claim's documents): the rules and writes, and the
 * rename and delete dialogs they open, which the screen renders once (`dialogs`).
 */
export function useDocumentEditing(): { edits: DocumentEdits; dialogs: ReactNode } {
  const actions = useDocumentActions();
  const [renaming, setRenaming] = useState<DocumentDocType | null>(null);
  const [deleting, setDeleting] = useState<DocumentDocType | null>(null);
  const edits = useMemo(
    () => ({ actions, onRename: setRenaming, onDelete: setDeleting }),
    [actions],
  );
  const dialogs = (
    <>
      <RenameDocumentModal
        doc={renaming}
        onClose={() => setRenaming(null)}
        onRename={(doc, name) => actions.change(doc, { name })}
      />
      <ConfirmDeleteDocumentModal
        doc={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={actions.remove}
      />
    </>
  );
  return { edits, dialogs };
}
