import type { FastifyReply } from 'fastify';
import { byteRangeOf } from '../../../http/byte-range';
import { notFound } from '../../../http/errors';
import type { DocumentRow } from '../../../repositories/documents.repository';
import type { FileStorage } from '../../../storage/file-storage';
import { contentDisposition } from './document-files';

export type Disposition = 'attachment' | 'inline';

// Types a browser shows without running anything of the file: only these may be asked inline
// (a preview); everything else is always a download.
const INLINE_SAFE = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/pdf',
  'text/plain',
  'text/csv',
]);

const baseType = (mimeType: string) => mimeType.split(';')[0]!.trim();

/**
 * Sends a stored file, whole or one byte range (206, or 416 past its end), with the headers that
 * keep it from ever running as a page of this origin: nosniff, a sandboxing CSP, and
 * `attachment` unless an inline preview of a safe type was asked.
 */
export async function sendDocumentFile(
  reply: FastifyReply,
  storage: FileStorage,
  row: DocumentRow,
  ask: { range: string | undefined; disposition: Disposition | undefined },
) {
  const inline = ask.disposition === 'inline' && INLINE_SAFE.has(baseType(row.mimeType));
  reply
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
  const wanted = byteRangeOf(ask.range, row.size);
  if (wanted.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${row.size}`)
      .send({ status: 'error', code: 416, message: 'Range not satisfiable' });
  }
  const range = wanted.kind === 'part' ? wanted.range : undefined;
  const file = await storage.get(row.storageKey, range);
  if (!file) throw notFound('File not found');
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', row.size);
  }
  return reply
    .header('content-type', row.mimeType)
    .header('content-disposition', contentDisposition(row.name, inline ? 'inline' : 'attachment'))
    .send(file);
}
