import { useState } from 'react';
import type { DocumentDocType } from '../../collections/documents/documents.schema';
import { UploadDocumentsButton } from '../../shared/document-upload/upload-documents-button';
import {
  DocumentPreview,
  type DocumentPreviewRequest,
} from '../../shared/documents/document-preview';
import { PageHeader } from '../../shared/ui/page-header';
import { DocumentsWorkspace } from './documents-workspace';

/** The documents library (issue 14): a row opens the in-app preview among its claim's rows shown. */
export function DocumentsRoute() {
  const [preview, setPreview] = useState<DocumentPreviewRequest | null>(null);
  const openDocument = (doc: DocumentDocType, shownIds: readonly string[]) => {
    const index = shownIds.indexOf(doc.id);
    setPreview(index >= 0 ? { ids: [...shownIds], index } : { ids: [doc.id], index: 0 });
  };
  return (
    <>
      <PageHeader
        title="Documents"
        description="Photos, estimates and reports attached to the claims you can see."
        actions={<UploadDocumentsButton />}
      />
      <DocumentsWorkspace onOpenDocument={openDocument} />
      <DocumentPreview request={preview} onClose={() => setPreview(null)} />
    </>
  );
}
