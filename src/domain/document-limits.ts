import { uploadRefusal, type UploadRefusal } from './document-upload-rules';

/** The part of the organization's documents settings an upload must keep. */
export interface DocumentLimits {
  allowedTypes: readonly string[];
  /** In megabytes. */
  maxFileSize: number;
}

/** A refusal as one sentence naming the file, for a picker that takes several at once. */
export function refusalSentence(name: string, refusal: UploadRefusal): string {
  return `“${name}” was not added: ${refusal.message}.`;
}

/**
 * Why a file may not be uploaded under these limits by its name and size alone (the rules of
 * document-upload-rules.ts, without content sniffing), in words the user can act on; null when it
 * may. The server applies the same settings (400 for the type, 413 for the size).
 */
export function documentRefusal(
  file: { name: string; size: number },
  limits: DocumentLimits,
): string | null {
  const refusal = uploadRefusal(file, undefined, limits);
  return refusal && refusalSentence(file.name, refusal);
}
