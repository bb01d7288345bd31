import type { ClaimInput, ClaimUpdate } from '../../domain/claim.schema';
import { ensureCustomers, NO_CUSTOMER_MESSAGE } from '../../domain/claim-customers';
import type { User } from '../../domain/user.schema';
import type { AppDatabase } from '../app-database';
import { newTempId } from '../sync-queue/operation-ids';
import { queueWrite } from '../sync-queue/queue-write';
import type { ClaimDocType } from './claims.schema';

const path = (id: string) => `/claims/${encodeURIComponent(id)}`;

/** SPEC 4 "temporary claims": a new claim gets a temp- id and a queued create with its tempId. */
export async function createClaim(
  db: AppDatabase,
  input: ClaimInput,
  user: Pick<User, 'id' | 'organization_id'>,
): Promise<ClaimDocType> {
  const id = newTempId();
  const now = new Date().toISOString();
  const customers = ensureCustomers(input.customers, input.clientId, input.clientName);
  if (customers.length === 0) throw new Error(NO_CUSTOMER_MESSAGE);
  const claim = { ...input, customers, status: input.status ?? 'New' };
  const doc: ClaimDocType = {
    ...claim,
    id,
    claimNumber: input.claimNumber ?? '',
    statusChangedAt: now,
    dateCreated: now,
    lastUpdated: now,
    organization_id: user.organization_id,
    version: 0,
    updatedAt: now,
  };
  await queueWrite(db, {
    resourceType: 'claims',
    resourceId: id,
    operationType: 'create',
    method: 'POST',
    endpoint: '/claims',
    data: { claim },
    localPatch: { kind: 'create', doc },
    metadata: { tempId: id },
    userId: user.id,
  });
  return doc;
}

export async function updateClaim(
  db: AppDatabase,
  id: string,
  changes: ClaimUpdate,
  userId?: string,
): Promise<void> {
  if (changes.customers && changes.customers.length === 0) throw new Error(NO_CUSTOMER_MESSAGE);
  const fields = { ...changes, lastUpdated: new Date().toISOString() };
  await queueWrite(db, {
    resourceType: 'claims',
    resourceId: id,
    operationType: 'update',
    method: 'PUT',
    endpoint: path(id),
    data: { ...changes },
    localPatch: { kind: 'merge', fields },
    userId,
  });
}

export async function changeClaimStatus(
  db: AppDatabase,
  id: string,
  status: string,
  userId?: string,
): Promise<void> {
  const now = new Date().toISOString();
  await queueWrite(db, {
    resourceType: 'claims',
    resourceId: id,
    operationType: 'update',
    method: 'PUT',
    endpoint: `${path(id)}/status`,
    data: { status },
    localPatch: { kind: 'merge', fields: { status, statusChangedAt: now, lastUpdated: now } },
    userId,
  });
}

export async function deleteClaim(db: AppDatabase, id: string, userId?: string): Promise<void> {
  await queueWrite(db, {
    resourceType: 'claims',
    resourceId: id,
    operationType: 'delete',
    method: 'DELETE',
    endpoint: path(id),
    data: {},
    localPatch: { kind: 'delete' },
    userId,
  });
}
