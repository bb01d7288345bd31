import { useCallback, useState } from 'react';
import {
  useDocumentFile,
  useDocumentRecord,
  useMarkDocumentOpened,
  type DocumentFileState,
} from '../../collections/documents/document-preview.hooks';
import { documentPreviewKind } from '../../domain/document-preview-kind';
import { downloadPath } from '../../replication/documents/document-files.sync';
import { useServices } from '../services/services.context';
import {
  DocumentPreviewModal,
  type PreviewDocument,
  type PreviewFile,
} from '../ui/document-preview/document-preview-modal';
import { saveFile } from '../ui/save-file';
import { photoCaption } from './capture-line';
import { isOffline, useDocumentOpener } from './use-document-opener';

/** What to preview: a list of document ids (a claim's, a page's) and the one to show first. */
export interface DocumentPreviewRequest {
  ids: readonly string[];
  index: number;
}

export const OFFLINE_PREVIEW_MESSAGE = 'This document is not on this device and you are offline';

function previewFile(
  state: DocumentFileState,
  offline: () => boolean,
  retry: () => void,
): PreviewFile {
  switch (state.status) {
    case 'loading':
    case 'ready':
      return state;
    case 'missing':
      return offline()
        ? { status: 'error', message: OFFLINE_PREVIEW_MESSAGE, onRetry: retry }
        : { status: 'error', message: 'The document could not be downloaded.', onRetry: retry };
    case 'failed':
      return { status: 'error', message: 'The document could not be opened.', onRetry: retry };
  }
}

/**
 * The document preview with its data: the file from this device when stored (offline too), else
 * from the server. Open it with a request; `onClose` should set the request back to null.
 */
export function DocumentPreview({
  request,
  onClose,
}: {
  request: DocumentPreviewRequest | null;
  onClose: () => void;
}) {
  const { fetchFile, syncStatus } = useServices();
  // The last request stays shown while the modal closes; a new one starts at its own index.
  const [shown, setShown] = useState(request);
  const [index, setIndex] = useState(request?.index ?? 0);
  if (request && request !== shown) {
    setShown(request);
    setIndex(request.index);
  }
  const ids = shown?.ids ?? [];
  const id = ids[index] ?? null;
  const record = useDocumentRecord(id);
  // The shown document counts as opened while the preview is open (the last one stays shown while
  // the modal closes, uncounted), so previewing keeps a copy on the device as downloading does.
  useMarkDocumentOpened(request !== null ? id : null);
  const doc: PreviewDocument | null =
    record === undefined || id === null
      ? null
      : record
        ? { ...record, caption: record.capturedAt ? photoCaption(record) : null }
        : { id, name: 'Document', mimeType: 'application/octet-stream', size: 0 };
  const previewable = doc !== null && documentPreviewKind(doc) !== 'other';
  const download = useCallback((docId: string) => fetchFile(downloadPath(docId)), [fetchFile]);
  const { state, retry } = useDocumentFile(previewable ? id : null, download);
  const opener = useDocumentOpener();

  const onMove = useCallback(
    (by: -1 | 1) => setIndex((current) => Math.min(ids.length - 1, Math.max(0, current + by))),
    [ids.length],
  );
  const onDownload = () => {
    if (!doc) return;
    if (state.status === 'ready') saveFile(state.blob, doc.name);
    else opener.onOpenDocument(doc.id, doc.name);
  };

  return (
    <DocumentPreviewModal
      opened={request !== null && request.ids.length > 0}
      onClose={onClose}
      document={doc}
      file={previewFile(state, () => isOffline(syncStatus), retry)}
      position={{ index, count: ids.length }}
      onMove={onMove}
      onDownload={onDownload}
      downloading={doc !== null && opener.openingDocumentId === doc.id}
    />
  );
}
