import type { FastifyRequest } from 'fastify';
import { CLAIM_WRITE_PERMISSIONS } from '../../../../src/domain/permissions';
import { requirePermission } from '../../../auth/require-permission';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../http/errors';
import { claimScope } from '../../../repositories/claims-visibility';
import { createClaimRepository } from '../../../repositories/claims.repository';
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
  const row = await createClaimRepository(db).findVisible(request.auth, id);
  if (!row) throw notFound(CLAIM_NOT_FOUND);
  return row;
}
