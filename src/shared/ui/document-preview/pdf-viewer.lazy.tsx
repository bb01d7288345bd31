import { lazy } from 'react';

/** pdf.js (about 400 KB) comes with its own chunk, fetched the first time a PDF is previewed. */
export const LazyPdfViewer = lazy(() =>
  import('./pdf-viewer').then((module) => ({ default: module.PdfViewer })),
);
