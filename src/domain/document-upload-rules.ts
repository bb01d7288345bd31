import { documentExtension, isAllowedDocumentType, isWithinSizeLimit } from './document.schema';
import type { DocumentLimits } from './document-limits';

/**
 * The documents settings an upload must keep, checked the same way in the browser (before a file
 * is queued) and on the server (the authority): the extension, what the content really is, and
 * the size.
 */
export type UploadRule = 'allowedTypes' | 'maxFileSize';

export interface UploadRefusal {
  rule: UploadRule;
  message: string;
}

/** What content sniffing (file-type) found in a file's first bytes; undefined when nothing. */
export interface SniffedType {
  ext: string;
  mime: string;
}

/**
 * Both sides sniff exactly this many leading bytes (file-type's reasonable detection size), so
 * they reach the same verdict on the same file.
 */
export const SNIFF_HEAD_BYTES = 4100;

// The sniffed types an extension may hold when they are not the extension itself: Office files
// are ZIP (new formats, of which only the first bytes are read) or CFB (old formats) containers.
const SNIFFED_AS: Record<string, readonly string[]> = {
  jpeg: ['jpg'],
  jpg: ['jpg'],
  tiff: ['tif'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  odt: ['odt', 'zip'],
  ods: ['ods', 'zip'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  msg: ['cfb'],
  txt: ['xml'],
};

export function typeRefusal(name: string, allowedTypes: readonly string[]): UploadRefusal | null {
  if (isAllowedDocumentType(name, allowedTypes)) return null;
  return {
    rule: 'allowedTypes',
    message: `File type not allowed: use one of ${allowedTypes.join(', ')}`,
  };
}

/**
 * A file whose content contradicts its extension (an .pdf that is really an .exe) is refused.
 * Types sniffing cannot recognise (text, CSV) pass on their extension alone.
 */
export function contentRefusal(
  name: string,
  sniffed: SniffedType | undefined,
): UploadRefusal | null {
  if (!sniffed) return null;
  const ext = documentExtension(name);
  if ((SNIFFED_AS[ext] ?? [ext]).includes(sniffed.ext)) return null;
  return {
    rule: 'allowedTypes',
    message: `File content does not match its type: it is a .${sniffed.ext} file, not .${ext || '(none)'}`,
  };
}

export function sizeRefusal(bytes: number, maxFileSizeMb: number): UploadRefusal | null {
  if (isWithinSizeLimit(bytes, maxFileSizeMb)) return null;
  return { rule: 'maxFileSize', message: `File is larger than the ${maxFileSizeMb} MB limit` };
}

/** Every rule in the order the user can act on: the type first, then the size. */
export function uploadRefusal(
  file: { name: string; size: number },
  sniffed: SniffedType | undefined,
  limits: DocumentLimits,
): UploadRefusal | null {
  return (
    typeRefusal(file.name, limits.allowedTypes) ??
    contentRefusal(file.name, sniffed) ??
    sizeRefusal(file.size, limits.maxFileSize)
  );
}
