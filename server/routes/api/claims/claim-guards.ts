import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CLAIM_WRITE_PERMISSIONS } from '../../../../src/domain/permissions';
import { requirePermission } from '../../../auth/require-permission';
import type { Db } from '../../../db/client';
import { claims } from '../../../db/schema/claims';
import { forbidden, notFound } from '../../../http/errors';
import { claimScope, claimVisibility } from '../../../repositories/claims-visibility';
import type { ClaimRow } from '../../../repositories/claims.repository';
import { CLAIM_NOT_FOUND } from './claim.service';

/** preHandler: the caller may read some claims (all of them, or their own / assigned ones). */
export async function requireClaimRead(request: FastifyRequest) {
  if (claimScope(request.auth) === 'none') throw forbidden();
}

/** preHandler: edit_claims, manage_claims or all (writing claims and what hangs off them). */
export const requireClaimWrite = requirePermission(...CLAIM_WRITE_PERMISSIONS);

/** A live claim the caller may read, or 404 'Claim not found' (also for other organizations). */
export async function visibleClaim(db: Db, request: FastifyRequest, id: string): Promise<ClaimRow> {
  const [row] = await db
    .select()
    .from(claims)
    .where(
      and(
        eq(claims.id, id),
        eq(claims.organizationId, request.auth.organizationId),
        eq(claims.deleted, false),
        claimVisibility(request.auth),
      ),
    )
    .limit(1);
  if (!row) throw notFound(CLAIM_NOT_FOUND);
  return row;
}
