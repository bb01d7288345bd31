import { Box, Loader } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  getDocument,
  GlobalWorkerOptions,
  RenderingCancelledException,
  type PDFDocumentProxy,
  type PDFDocumentLoadingTask,
  type RenderTask,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

// The worker is an asset of its own (precached by the service worker like every chunk), so a
// PDF opens offline; this module is loaded only when a PDF is previewed (pdf-viewer.lazy.tsx).
GlobalWorkerOptions.workerSrc = workerUrl;

const GUTTER = 16;

export interface PdfViewerProps {
  blob: Blob;
  page: number;
  zoom: number;
  rotation: number;
  onPageCount: (count: number) => void;
  onFailure: () => void;
}

/** One page of a PDF on a canvas, fitted whole to the window, then zoomed. */
export function PdfViewer({ blob, page, zoom, rotation, onPageCount, onFailure }: PdfViewerProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { ref, width, height } = useElementSize();
  const [pdf, setPdf] = useState<{ blob: Blob; doc: PDFDocumentProxy } | null>(null);

  useEffect(() => {
    let current = true;
    let task: PDFDocumentLoadingTask | null = null;
    blob
      .arrayBuffer()
      .then((bytes) => {
        if (!current) return;
        // No eval: the font code of a hostile file never runs as script.
        task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
        return task.promise.then((doc) => {
          if (!current) return;
          setPdf({ blob, doc });
          onPageCount(doc.numPages);
        });
      })
      .catch(() => current && onFailure());
    return () => {
      current = false;
      void task?.destroy();
    };
  }, [blob, onPageCount, onFailure]);

  const doc = pdf?.blob === blob ? pdf.doc : null;
  useEffect(() => {
    const target = canvas.current;
    if (!doc || !target || width === 0 || height === 0) return;
    let current = true;
    let render: RenderTask | null = null;
    doc
      .getPage(Math.min(page, doc.numPages))
      .then((pdfPage) => {
        if (!current) return;
        const turn = (pdfPage.rotate + rotation) % 360;
        const whole = pdfPage.getViewport({ scale: 1, rotation: turn });
        const viewport = pdfPage.getViewport({
          scale: Math.min((width - GUTTER) / whole.width, (height - GUTTER) / whole.height) * zoom,
          rotation: turn,
        });
        const ratio = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${Math.floor(viewport.width)}px`;
        target.style.height = `${Math.floor(viewport.height)}px`;
        const transform = ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0];
        render = pdfPage.render({ canvas: target, viewport, transform });
        return render.promise.then(() => {
          if (current) target.dataset.renderedPage = String(pdfPage.pageNumber);
        });
      })
      .catch((error: unknown) => {
        if (current && !(error instanceof RenderingCancelledException)) onFailure();
      });
    return () => {
      current = false;
      render?.cancel();
    };
  }, [doc, page, zoom, rotation, width, height, onFailure]);

  return (
    <Box ref={ref} h="100%" w="100%" style={{ overflow: 'auto', display: 'grid' }}>
      {!doc && <Loader size="sm" type="dots" m="auto" aria-label="Reading the PDF" />}
      <canvas
        ref={canvas}
        aria-label={`Page ${page}`}
        data-pdf-page
        style={{ margin: 'auto', display: doc ? 'block' : 'none', background: 'white' }}
      />
    </Box>
  );
}
