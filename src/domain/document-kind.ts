import { documentExtension } from './document.schema';

// What kind of file a document is, for the library's type filter and icons. Decided from the
// extension first (the server stores the type it derived from it), then the MIME type.
export const DOCUMENT_KINDS = ['image', 'pdf', 'word', 'spreadsheet', 'text', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, string>> = {
  image: 'Image',
  pdf: 'PDF',
  word: 'Word',
  spreadsheet: 'Spreadsheet',
  text: 'Text',
  other: 'Other',
};

const BY_EXTENSION: Readonly<Record<string, DocumentKind>> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  heic: 'image',
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  csv: 'spreadsheet',
  txt: 'text',
};

export function documentKind(doc: { name: string; mimeType?: string }): DocumentKind {
  const byExtension = BY_EXTENSION[documentExtension(doc.name)];
  if (byExtension) return byExtension;
  const mime = doc.mimeType ?? '';
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('text/')) return 'text';
  return 'other';
}

/** Whether the browser can draw the file as a thumbnail (an `<img>` of its bytes). */
export function isThumbnailable(doc: { name: string; mimeType?: string }): boolean {
  return documentKind(doc) === 'image' && documentExtension(doc.name) !== 'heic';
}
