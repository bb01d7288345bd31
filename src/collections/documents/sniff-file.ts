import { fileTypeFromBlob } from 'file-type';
import { SNIFF_HEAD_BYTES, type SniffedType } from '../../domain/document-upload-rules';

/** What a file's first bytes say it is, as the server will sniff it; undefined when unknown. */
export async function sniffFile(file: Blob): Promise<SniffedType | undefined> {
  const found = await fileTypeFromBlob(file.slice(0, SNIFF_HEAD_BYTES));
  return found ? { ext: found.ext, mime: found.mime } : undefined;
}
