import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../plugins/app/authentication';
import type { ClaimRow } from '../../../repositories/claims.repository';
import { applyStatusChange, lockClaim } from '../claims/claim.service';

/** The note ids a device gave the Status Change notes it already shows, by claim id. */
export type MovedNotes = Readonly<Record<string, string>>;

/**
 * Moves one claim out of a status being removed, as a status change (statusChangedAt, the SPEC 4
 * note), only if it is still in `from`: a claim already moved (by the device's own queued move or
 * by someone else) is answered as it is, so replays never add a second note nor a conflict.
 */
export async function moveClaimOutOf(
  tx: Db,
  auth: AuthContext,
  claimId: string,
  from: string,
  to: string,
  noteId?: string,
): Promise<ClaimRow> {
  const current = await lockClaim(tx, auth, claimId);
  if (current.status !== from || from === to) return current;
  return applyStatusChange(tx, auth, current, to, noteId);
}
