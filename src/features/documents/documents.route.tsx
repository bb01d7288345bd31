import { useCallback, type ReactNode } from 'react';
import type { DocumentDocType } from '../../collections/documents/documents.schema';
import { useDocumentOpener } from '../../shared/documents/document-opener.hooks';
import { PageHeader } from '../../shared/ui/page-header';
import { DocumentsWorkspace } from './documents-workspace';

/**
 * The header's action area (issue 14): the Upload button goes here. Empty until the upload widget
 * lands.
 */
function DocumentsHeaderActions(): ReactNode {
  return null;
}

/**
 * What opening a document does from the library: for now its file is opened from this device or
 * downloaded (document-opener.hooks.ts); the in-app preview (src/shared/ui/document-preview/)
 * takes over here.
 */
function useOpenDocument(): (doc: DocumentDocType) => void {
  const { onOpenDocument } = useDocumentOpener();
  return useCallback((doc: DocumentDocType) => onOpenDocument(doc.id, doc.name), [onOpenDocument]);
}

export function DocumentsRoute() {
  const openDocument = useOpenDocument();
  return (
    <>
      <PageHeader
        title="Documents"
        description="Photos, estimates and reports attached to the claims you can see."
        actions={<DocumentsHeaderActions />}
      />
      <DocumentsWorkspace onOpenDocument={openDocument} />
    </>
  );
}
