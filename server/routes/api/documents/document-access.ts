import { and, eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can } from '../../../auth/require-permission';
import type { Db } from '../../../db/client';
import { claims } from '../../../db/schema/claims';
import { documents } from '../../../db/schema/documents';
import { notFound } from '../../../http/errors';
import { claimVisibility } from '../../../repositories/claims-visibility';
import type { DocumentRow } from './document.view';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * Which documents a caller may see: view_documents / manage_documents see all of the organization;
 * everyone else sees what they uploaded and the client-visible documents of the claims they can
 * see (a Client their own claims, a Vendor or Customer their assigned ones).
 */
export function documentVisibility(request: FastifyRequest): SQL | undefined {
  if (can(request, 'view_documents', 'manage_documents')) return undefined;
  const onVisibleClaim = sql`exists (select 1 from ${claims} where ${claims.id} = ${documents.claimId}
    and ${claims.organizationId} = ${documents.organizationId} and ${claims.deleted} = false
    and ${claimVisibility(request.auth) ?? sql`true`})`;
  return or(
    eq(documents.uploadedBy, request.auth.userId),
    and(eq(documents.isClientVisible, true), onVisibleClaim),
  );
}

export async function visibleDocument(
  db: Db,
  request: FastifyRequest,
  id: string,
): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, id),
        eq(documents.organizationId, request.auth.organizationId),
        eq(documents.deleted, false),
        documentVisibility(request),
      ),
    )
    .limit(1);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}
