import { eq } from 'drizzle-orm';
import {
  STATUS_CHANGE_NOTE_TITLE,
  statusChangeNoteText,
} from '../../../../src/domain/claim-status';
import { fullName } from '../../../../src/domain/user.schema';
import type { Db } from '../../../db/client';
import { claims } from '../../../db/schema/claims';
import type { AuthContext } from '../../../plugins/app/authentication';
import type { ClaimRow } from '../../../repositories/claims.repository';
import { CLAIM_FULL_READ } from '../../../repositories/claims-visibility';
import { createNoteRepository } from '../../../repositories/notes.repository';
import { changeOf } from '../../../sync/change';
import { publishChanges } from '../../../sync/publish-change';
import { lockForWrite } from '../../../sync/versioned-write';
import { CLAIM_NOT_FOUND } from '../claims/claim.service';
import { claimView } from '../claims/claim.view';

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
  const current = await lockForWrite(tx, claims, {
    id: claimId,
    organizationId: auth.organizationId,
    expected: undefined,
    notFound: CLAIM_NOT_FOUND,
    view: claimView,
  });
  if (current.status !== from || from === to) return current;
  const now = new Date();
  const [row] = await tx
    .update(claims)
    .set({ status: to, statusChangedAt: now, lastUpdated: now })
    .where(eq(claims.id, claimId))
    .returning();
  if (!row) return current;
  // A reused note id (a retry, or a forged one) is replaced, never a duplicate key.
  const note = await createNoteRepository(tx).autoNote(
    auth.organizationId,
    claimId,
    STATUS_CHANGE_NOTE_TITLE,
    statusChangeNoteText(fullName(auth.user), from, to),
    auth.userId,
    noteId,
  );
  await publishChanges(tx, [
    changeOf('claims', row, { claimId: row.id }),
    changeOf('notes', note, { claimId, permissions: CLAIM_FULL_READ }),
  ]);
  return row;
}
