import type { AppDatabase } from '../app-database';
import { showStatusChangeNote, type NoteAuthor } from '../notes/auto-notes';
import { queueWrite } from '../sync-queue/queue-write';
import { claimsByStatusQuery } from './claims.queries';

export interface MovedClaim {
  claimId: string;
  noteId: string;
}

const movePath = (organizationId: string, from: string, claimId: string) =>
  `/organizations/${encodeURIComponent(organizationId)}/claim_statuses/` +
  `${encodeURIComponent(from)}/claims/${encodeURIComponent(claimId)}`;

/** The claims this device holds in `from`, each with the id its Status Change note will have. */
export async function planClaimMoves(db: AppDatabase, from: string): Promise<MovedClaim[]> {
  const held = await claimsByStatusQuery(db.claims, from).exec();
  return held.map((claim) => ({ claimId: claim.id, noteId: crypto.randomUUID() }));
}

/**
 * Moves the planned claims from `from` to `to` at once, as status changes (SPEC 4: statusChangedAt
 * now, the Status Change note with its exact text), each queued on its claim so pulls rebase on
 * top of it until the server has it. The note is shown at once under the planned id, which the
 * server's note takes (by this move, or by the status removal that carries the plan), so after
 * sync there is exactly one note per claim.
 */
export async function moveClaimsOutOfStatus(
  db: AppDatabase,
  from: string,
  to: string,
  planned: readonly MovedClaim[],
  mover: NoteAuthor,
): Promise<void> {
  for (const { claimId, noteId } of planned) {
    const now = new Date().toISOString();
    await queueWrite(db, {
      resourceType: 'claims',
      resourceId: claimId,
      operationType: 'update',
      method: 'PUT',
      endpoint: movePath(mover.organization_id, from, claimId),
      data: { moveTo: to, noteId },
      localPatch: { kind: 'merge', fields: { status: to, statusChangedAt: now, lastUpdated: now } },
      // The server moves the claim only if it is still in `from`: no version to match.
      metadata: { ifMatch: false },
      userId: mover.id,
    });
    await showStatusChangeNote(db, { noteId, claimId, from, to, at: now }, mover);
  }
}
