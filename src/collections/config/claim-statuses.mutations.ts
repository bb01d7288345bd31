import type { ClaimStatusConfig } from '../../domain/claim-status';
import type { AppDatabase } from '../app-database';
import { queueWrite } from '../sync-queue/queue-write';
import { settingsId } from './config.schema';

/**
 * Removes a claim status. The server moves every claim still in it (not only those on this
 * device) to `moveTo` as status changes, in the same transaction, so no claim is left in a
 * status that no longer exists; without `moveTo` it refuses while claims are in it.
 */
export async function removeClaimStatus(
  db: AppDatabase,
  organizationId: string,
  name: string,
  moveTo: string | null,
  remaining: readonly ClaimStatusConfig[],
  userId?: string,
): Promise<void> {
  const id = settingsId('claimSettings');
  const query = moveTo ? `?move_to=${encodeURIComponent(moveTo)}` : '';
  await queueWrite(db, {
    resourceType: 'config',
    resourceId: id,
    operationType: 'delete',
    method: 'DELETE',
    endpoint: `/organizations/${encodeURIComponent(organizationId)}/claim_statuses/${encodeURIComponent(name)}${query}`,
    data: {},
    // Only the list changes here; a 'delete' patch would drop the whole settings record.
    localPatch: { kind: 'merge', fields: { value: { statuses: remaining } } },
    metadata: { ifMatch: false },
    userId,
  });
}
