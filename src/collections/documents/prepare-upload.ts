import type { DocumentLimits } from '../../domain/document-limits';
import {
  contentRefusal,
  sizeRefusal,
  typeRefusal,
  type UploadRefusal,
} from '../../domain/document-upload-rules';
import { compressPhoto } from './compress-photo';
import { sniffFile } from './sniff-file';

export interface UploadSettings extends DocumentLimits {
  compressionEnabled: boolean;
}

export type PreparedUpload = { file: File } | { refusal: UploadRefusal };

/**
 * A picked file checked against the documents settings before anything is queued (the server
 * checks again): its extension, its sniffed content, then the size of what will be sent, which
 * for a photo is the compressed one.
 */
export async function prepareUpload(file: File, settings: UploadSettings): Promise<PreparedUpload> {
  const refusal =
    typeRefusal(file.name, settings.allowedTypes) ??
    contentRefusal(file.name, await sniffFile(file));
  if (refusal) return { refusal };
  const ready = settings.compressionEnabled ? await compressPhoto(file) : file;
  const tooLarge = sizeRefusal(ready.size, settings.maxFileSize);
  return tooLarge ? { refusal: tooLarge } : { file: ready };
}
