import { documentExtension, isAllowedDocumentType, isWithinSizeLimit } from './document.schema';

/** The part of the organization's documents settings an upload must keep. */
export interface DocumentLimits {
  allowedTypes: readonly string[];
  /** In megabytes. */
  maxFileSize: number;
}

/**
 * Why a file may not be uploaded under these limits, in words the user can act on; null when it
 * may. The server applies the same settings (400 for the type, 413 for the size).
 */
export function documentRefusal(
  file: { name: string; size: number },
  limits: DocumentLimits,
): string | null {
  if (!isAllowedDocumentType(file.name, limits.allowedTypes)) {
    const ext = documentExtension(file.name);
    const kind = ext
      ? `.${ext} files are not allowed`
      : 'files without an extension are not allowed';
    return `“${file.name}” was not added: ${kind} (allowed: ${limits.allowedTypes.join(', ')}).`;
  }
  if (!isWithinSizeLimit(file.size, limits.maxFileSize)) {
    return `“${file.name}” was not added: it is larger than the ${limits.maxFileSize} MB limit.`;
  }
  return null;
}
