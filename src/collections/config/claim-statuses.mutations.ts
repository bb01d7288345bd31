import { moveClaimsOutOfStatus, planClaimMoves } from '../claims/claim-status-move.mutations';
import type { NoteAuthor } from '../notes/auto-notes';
import type { ClaimStatusConfig } from '../../domain/claim-status';
import type { AppDatabase } from '../app-database';
import { queueWrite } from '../sync-queue/queue-write';
import { settingsId } from './config.schema';

/**
 * Removes a claim status, local-first: the list changes at once, and the claims this device holds
 * in it move to `moveTo` at once (each its own queued status change, with its Status Change note).
 * The removal is queued first and carries the planned note ids: on the server it moves every claim
 * still in the status in one transaction (including those this device does not hold), the notes
 * taking the ids shown here; the claims' own moves then find them moved and change nothing.
 * Without `moveTo` the server refuses while claims are in the status.
 */
export async function removeClaimStatus(
  db: AppDatabase,
  name: string,
  moveTo: string | null,
  remaining: readonly ClaimStatusConfig[],
  mover: NoteAuthor,
): Promise<void> {
  const id = settingsId('claimSettings');
  const moved = moveTo ? await planClaimMoves(db, name) : [];
  await queueWrite(db, {
    resourceType: 'config',
    resourceId: id,
    operationType: 'update',
    method: 'PUT',
    endpoint: `/organizations/${encodeURIComponent(mover.organization_id)}/claim_statuses/${encodeURIComponent(name)}/removal`,
    data: moveTo ? { moveTo, moved } : {},
    localPatch: { kind: 'mergeValue', fields: { statuses: remaining } },
    // The removal is idempotent and checked against the statuses, not a version.
    metadata: { ifMatch: false },
    userId: mover.id,
  });
  if (moveTo) await moveClaimsOutOfStatus(db, name, moveTo, moved, mover);
}
