import type { ClaimInput, ClaimUpdate } from '../../domain/claim.schema';
import { ensureCustomers, NO_CUSTOMER_MESSAGE } from '../../domain/claim-customers';
import type { AppDatabase } from '../app-database';
import { showStatusChangeNote, type StatusMover } from '../notes/status-change-note';
import {
  itemPath,
  newLocalRecord,
  type RecordAuthor,
  recordWrites,
} from '../sync-queue/record-writes';
import type { ClaimDocType } from './claims.schema';

const claims = recordWrites('claims');
const path = (id: string) => itemPath('/claims', id);

/** SPEC 4 "temporary claims": a new claim gets a temp- id and a queued create with its tempId. */
export async function createClaim(
  db: AppDatabase,
  input: ClaimInput,
  user: RecordAuthor,
): Promise<ClaimDocType> {
  const customers = ensureCustomers(input.customers, input.clientId, input.clientName);
  if (customers.length === 0) throw new Error(NO_CUSTOMER_MESSAGE);
  const claim = { ...input, customers, status: input.status ?? 'New' };
  const local = newLocalRecord(user);
  const now = local.updatedAt;
  const doc: ClaimDocType = {
    ...claim,
    ...local,
    claimNumber: input.claimNumber ?? '',
    statusChangedAt: now,
    dateCreated: now,
    lastUpdated: now,
  };
  return claims.create(db, { endpoint: '/claims', data: { claim }, doc }, user.id);
}

export async function updateClaim(
  db: AppDatabase,
  id: string,
  changes: ClaimUpdate,
  userId?: string,
): Promise<void> {
  if (changes.customers && changes.customers.length === 0) throw new Error(NO_CUSTOMER_MESSAGE);
  const fields = { ...changes, lastUpdated: new Date().toISOString() };
  await claims.merge(db, { id, endpoint: path(id), data: { ...changes }, fields }, userId);
}

/**
 * SPEC 4 status change: applied and queued at once, with its `Status Change` note shown here
 * under the id the server's note will take (online or not, exactly one note after sync).
 */
export async function changeClaimStatus(
  db: AppDatabase,
  id: string,
  status: string,
  mover: StatusMover,
): Promise<void> {
  const current = await db.claims.findOne(id).exec();
  if (!current || current.status === status) return;
  const at = new Date().toISOString();
  const noteId = crypto.randomUUID();
  const fields = { status, statusChangedAt: at, lastUpdated: at };
  const data = { status, noteId };
  await claims.merge(db, { id, endpoint: `${path(id)}/status`, data, fields }, mover.id);
  await showStatusChangeNote(
    db,
    { noteId, claimId: id, from: current.status, to: status, at },
    mover,
  );
}

export async function deleteClaim(db: AppDatabase, id: string, userId?: string): Promise<void> {
  await claims.remove(db, id, path(id), userId);
}
