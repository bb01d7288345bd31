import type { Db } from '../db/client';
import { canSeeClaim, claimScope, hasAny } from '../repositories/claims-visibility';
import type { Caller } from '../repositories/claims-visibility';
import type { Change } from './change';

/**
 * Whether a change notice may reach a caller: the audience fields of Change (change.ts) checked
 * against the caller, claim-bound changes through the claims list's row-level rule, so a Client's
 * stream never names a claim (or a note, task… of a claim) it cannot read.
 */
export async function isVisibleTo(db: Db, caller: Caller, change: Change): Promise<boolean> {
  if (change.userId && change.userId !== caller.userId) return false;
  if (change.permissions?.length && !hasAny(caller.permissions, change.permissions)) return false;
  if (!change.claimId) return true;
  const scope = claimScope(caller);
  if (scope === 'all') return true;
  return scope === 'rows' && canSeeClaim(db, caller, change.claimId);
}
