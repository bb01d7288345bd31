import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { createDocumentRepository } from '../../../repositories/documents.repository';
import type { DocumentRow } from '../../../repositories/documents.repository';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** A live document the caller may see (documents.repository.ts), or 404. */
export async function visibleDocument(
  db: Db,
  request: FastifyRequest,
  id: string,
): Promise<DocumentRow> {
  const row = await createDocumentRepository(db).findVisible(request.auth, id);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}
