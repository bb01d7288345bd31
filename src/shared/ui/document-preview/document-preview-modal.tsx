import { Box, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { documentPreviewKind } from '../../../domain/document-preview-kind';
import { ImageViewer } from './image-viewer';
import { OtherFile } from './other-file';
import { LazyPdfViewer } from './pdf-viewer.lazy';
import { previewKeyAction } from './preview-keys';
import { PreviewToolbar } from './preview-toolbar';
import { INITIAL_VIEW, type PreviewView } from './preview-view';
import { TextViewer } from './text-viewer';

export interface PreviewDocument {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  /** A line under the name: a field photo's when, where and checksum. */
  caption?: string | null;
}

/** The bytes of the document shown, as far as they have come. */
export type PreviewFile =
  | { status: 'loading' }
  | { status: 'ready'; blob: Blob }
  | { status: 'error'; message: string; onRetry?: () => void };

export interface DocumentPreviewModalProps {
  opened: boolean;
  onClose: () => void;
  /** The document shown; null while its record is read. */
  document: PreviewDocument | null;
  file: PreviewFile;
  /** Where it is in the list the preview was opened with (a claim's documents, a page's). */
  position: { index: number; count: number };
  onMove: (by: -1 | 1) => void;
  onDownload: () => void;
  downloading?: boolean;
}

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Stack align="center" justify="center" gap="xs" h="100%" p="md">
      {children}
    </Stack>
  );
}

function FileFailure({ file }: { file: Extract<PreviewFile, { status: 'error' }> }) {
  return (
    <Centered>
      <IconAlertCircle size={32} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
      <Text ta="center" role="alert">
        {file.message}
      </Text>
      {file.onRetry && (
        <Button variant="default" size="xs" onClick={file.onRetry}>
          Try again
        </Button>
      )}
    </Centered>
  );
}

type ContentProps = Omit<DocumentPreviewModalProps, 'opened' | 'onClose' | 'document'> & {
  document: PreviewDocument;
};

/** One document's view: mounted afresh for each document, so zoom, turn and page start over. */
function PreviewContent({ document: doc, file, position, onMove, ...props }: ContentProps) {
  const [view, setView] = useState<PreviewView>(INITIAL_VIEW);
  const [pdfFailed, setPdfFailed] = useState(false);
  const kind = documentPreviewKind(doc);
  const onPageCount = useCallback(
    (pageCount: number) => setView((current) => ({ ...current, pageCount })),
    [],
  );
  const onPdfFailure = useCallback(() => setPdfFailed(true), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = previewKeyAction(event);
      if (!action) return;
      event.preventDefault();
      if ('move' in action) onMove(action.move);
      else setView(action.view);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onMove]);

  const body = () => {
    if (kind === 'other') {
      return <OtherFile name={doc.name} size={doc.size} onDownload={props.onDownload} />;
    }
    if (file.status === 'loading') {
      return (
        <Centered>
          <Loader size="sm" type="dots" />
          <Text size="sm" c="dimmed" role="status">
            Opening {doc.name}…
          </Text>
        </Centered>
      );
    }
    if (file.status === 'error') return <FileFailure file={file} />;
    if (kind === 'image') {
      return (
        <ImageViewer blob={file.blob} name={doc.name} zoom={view.zoom} rotation={view.rotation} />
      );
    }
    if (kind === 'text') return <TextViewer blob={file.blob} zoom={view.zoom} />;
    if (pdfFailed) {
      const reason = 'This PDF could not be shown; the file may be damaged.';
      return (
        <OtherFile name={doc.name} size={doc.size} onDownload={props.onDownload} reason={reason} />
      );
    }
    return (
      <Suspense
        fallback={<Loader size="sm" type="dots" m="auto" aria-label="Loading the PDF viewer" />}
      >
        <LazyPdfViewer
          blob={file.blob}
          page={view.page}
          zoom={view.zoom}
          rotation={view.rotation}
          onPageCount={onPageCount}
          onFailure={onPdfFailure}
        />
      </Suspense>
    );
  };

  return (
    <Stack gap="xs" flex={1} mih={0} data-preview-kind={kind} data-preview-document={doc.id}>
      <PreviewToolbar
        kind={kind}
        view={view}
        onView={setView}
        position={position}
        onMove={onMove}
        onDownload={props.onDownload}
        downloading={props.downloading}
        ready={file.status === 'ready' && !pdfFailed}
      />
      <Box
        flex={1}
        mih="12rem"
        bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-8))"
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', display: 'grid' }}
      >
        {body()}
      </Box>
    </Stack>
  );
}

/**
 * The in-app preview of documents: images (zoom, fit, rotate), PDFs (pages, zoom), text as plain
 * text, and for any other file its name, size and a download. ←/→ move through the list it was
 * opened with, PageUp/PageDown turn pages, +/- zoom, R rotates, Esc closes.
 */
export function DocumentPreviewModal({
  opened,
  onClose,
  document: doc,
  ...rest
}: DocumentPreviewModalProps) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={phone}
      size="min(75rem, calc(100vw - 2rem))"
      padding="sm"
      title={
        <>
          <Text fw={600} truncate data-preview-title>
            {doc?.name ?? 'Document'}
          </Text>
          {doc?.caption && (
            <Text size="xs" c="dimmed" data-preview-caption>
              {doc.caption}
            </Text>
          )}
        </>
      }
      styles={{
        title: { minWidth: 0 },
        // The viewer takes the height the header and toolbar leave, however the toolbar wraps.
        content: {
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          height: phone ? '100dvh' : 'calc(100dvh - 2 * var(--modal-y-offset))',
        },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
    >
      {doc ? (
        <PreviewContent key={doc.id} document={doc} {...rest} />
      ) : (
        <Centered>
          <Loader size="sm" type="dots" aria-label="Loading the document" />
        </Centered>
      )}
    </Modal>
  );
}
