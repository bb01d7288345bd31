import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { SNIFF_HEAD_BYTES, type SniffedType } from '../../../../src/domain/document-upload-rules';

export interface SniffedStream {
  sniffed: SniffedType | undefined;
  /** The whole file again, head included, for storage. */
  stream: Readable;
  /** Reads the rest away unstored (a refused file), so the request can still be answered. */
  discard: () => Promise<void>;
}

/**
 * Reads an upload's first bytes and sniffs its content type (the same head size as the browser),
 * then hands on a stream of the whole file so it is still streamed to storage, not buffered.
 * Errors of the source (the multipart size limit) surface on the returned stream.
 */
export async function sniffUploadStream(source: Readable): Promise<SniffedStream> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  const bytes = Buffer.concat(head);
  // A plain copy of the head: file-type checks `instanceof Uint8Array` of its own realm.
  const found = await fileTypeFromBuffer(Uint8Array.from(bytes.subarray(0, SNIFF_HEAD_BYTES)));
  const sniffed = found ? { ext: found.ext, mime: found.mime } : undefined;
  async function* whole() {
    yield bytes;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  async function discard() {
    try {
      while (!done && !(await iterator.next()).done);
    } catch {
      // The rest was over the size limit: it is dropped either way.
    }
  }
  return { sniffed, stream: Readable.from(whole(), { objectMode: false }), discard };
}
