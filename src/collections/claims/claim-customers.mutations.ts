import type { Customer } from '../../domain/claim.schema';
import type { AppDatabase } from '../app-database';
import { queueWrite } from '../sync-queue/queue-write';

// Contact-to-claim links (SPEC 7). They are queued on the claim, so they reach the server in order
// with the claim's other changes; their version is the claim's, so no If-Match.
const linkPath = (contactId: string, claimId: string) =>
  `/contacts/${encodeURIComponent(contactId)}/claims/${encodeURIComponent(claimId)}`;

export async function linkCustomer(
  db: AppDatabase,
  claimId: string,
  customer: Customer,
  userId?: string,
): Promise<void> {
  await queueWrite(db, {
    resourceType: 'claims',
    resourceId: claimId,
    operationType: 'create',
    method: 'POST',
    endpoint: linkPath(customer.id, claimId),
    data: { isPrimary: customer.isPrimary },
    localPatch: { kind: 'link', customer },
    metadata: { ifMatch: false },
    userId,
  });
}

/** SPEC 8: removing a customer returns false when refused (the last customer stays). */
export async function unlinkCustomer(
  db: AppDatabase,
  claimId: string,
  contactId: string,
  userId?: string,
): Promise<boolean> {
  const claim = await db.claims.findOne(claimId).exec();
  const remaining = (claim?.customers ?? []).filter((c) => c.id !== contactId);
  if (!claim || remaining.length === 0) return false;
  await queueWrite(db, {
    resourceType: 'claims',
    resourceId: claimId,
    operationType: 'delete',
    method: 'DELETE',
    endpoint: linkPath(contactId, claimId),
    data: {},
    localPatch: { kind: 'unlink', customerId: contactId },
    metadata: { ifMatch: false },
    userId,
  });
  return true;
}

export async function setPrimaryCustomer(
  db: AppDatabase,
  claimId: string,
  contactId: string,
  userId?: string,
): Promise<void> {
  await queueWrite(db, {
    resourceType: 'claims',
    resourceId: claimId,
    operationType: 'update',
    method: 'PUT',
    endpoint: `${linkPath(contactId, claimId)}/primary`,
    data: {},
    localPatch: { kind: 'primary', customerId: contactId },
    metadata: { ifMatch: false },
    userId,
  });
}
