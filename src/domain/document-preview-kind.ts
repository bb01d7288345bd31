import { documentExtension } from './document.schema';

/** How the in-app preview shows a document: each kind has its own viewer. */
export type DocumentPreviewKind = 'image' | 'pdf' | 'text' | 'other';

// SVG is left out on purpose: it can carry script and links, so it is only downloaded.
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'avif'];
const TEXT_EXTENSIONS = ['txt', 'csv', 'json', 'md'];
const TEXT_TYPES = ['text/plain', 'text/csv', 'application/json', 'text/markdown'];

/**
 * The viewer for a document, from its type and, since uploads and seeded rows often say only
 * application/octet-stream, its extension.
 */
export function documentPreviewKind(doc: { name: string; mimeType: string }): DocumentPreviewKind {
  const type = doc.mimeType.split(';')[0]!.trim().toLowerCase();
  const ext = documentExtension(doc.name);
  if (type === 'application/pdf' || ext === 'pdf') return 'pdf';
  if ((type.startsWith('image/') && type !== 'image/svg+xml') || IMAGE_EXTENSIONS.includes(ext)) {
    return ext === 'svg' ? 'other' : 'image';
  }
  if (TEXT_TYPES.includes(type) || TEXT_EXTENSIONS.includes(ext)) return 'text';
  return 'other';
}

/** Text is shown up to this many bytes; a longer file says it is cut and offers the download. */
export const TEXT_PREVIEW_LIMIT = 256 * 1024;
