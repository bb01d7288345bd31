import type { ClaimInput, ClaimUpdate } from '../../domain/claim.schema';
import {
  changedFields,
  creationNoteText,
  setFields,
  updateNoteText,
} from '../../domain/claim-changes';
import { CLAIM_CREATION_NOTE_TITLE, CLAIM_UPDATE_NOTE_TITLE } from '../../domain/claim-status';
import { ensureCustomers, NO_CUSTOMER_MESSAGE } from '../../domain/claim-customers';
import type { AppDatabase } from '../app-database';
import { showAutoNote, showStatusChangeNote, type NoteAuthor } from '../notes/auto-notes';
import {
  itemPath,
  newLocalRecord,
  type RecordAuthor,
  recordWrites,
} from '../sync-queue/record-writes';
import type { ClaimDocType } from './claims.schema';

const claims = recordWrites('claims');
const path = (id: string) => itemPath('/claims', id);

/**
 * SPEC 4 "temporary claims": a new claim gets a temp- id and a queued create with its tempId.
 * With an author, its Claim Creation note shows at once under the id the server's note takes.
 */
export async function createClaim(
  db: AppDatabase,
  input: ClaimInput,
  user: RecordAuthor | NoteAuthor,
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
  const author = 'fullName' in user ? user : null;
  const noteId = crypto.randomUUID();
  const data = { claim: author ? { ...claim, noteId } : claim };
  const created = await claims.create(db, { endpoint: '/claims', data, doc }, user.id);
  if (!author) return created;
  // The server numbers the claim, so the number counts as set, as in the server's note.
  const fields = setFields({ ...claim, claimNumber: claim.claimNumber || 'pending' });
  const text = creationNoteText(author.fullName, fields);
  const note = { noteId, claimId: doc.id, title: CLAIM_CREATION_NOTE_TITLE, text, at: now };
  await showAutoNote(db, note, author);
  return created;
}

/**
 * Saves changed fields. With an author, the Claim Update note naming the fields that differ
 * from this device's copy shows at once, under the id the server's note takes.
 */
export async function updateClaim(
  db: AppDatabase,
  id: string,
  changes: ClaimUpdate,
  author?: NoteAuthor,
): Promise<void> {
  if (changes.customers && changes.customers.length === 0) throw new Error(NO_CUSTOMER_MESSAGE);
  const at = new Date().toISOString();
  const fields = { ...changes, lastUpdated: at };
  const current = author ? await db.claims.findOne(id).exec() : null;
  const changed = current
    ? changedFields(current.toJSON(), changes).filter((f) => f !== 'status')
    : [];
  const noteId = crypto.randomUUID();
  const data = changed.length > 0 ? { ...changes, noteId } : { ...changes };
  await claims.merge(db, { id, endpoint: path(id), data, fields }, author?.id);
  if (author && changed.length > 0) {
    const text = updateNoteText(author.fullName, changed);
    await showAutoNote(
      db,
      { noteId, claimId: id, title: CLAIM_UPDATE_NOTE_TITLE, text, at },
      author,
    );
  }
}

/**
 * SPEC 4 status change: applied and queued at once, with its `Status Change` note shown here
 * under the id the server's note will take (online or not, exactly one note after sync).
 */
export async function changeClaimStatus(
  db: AppDatabase,
  id: string,
  status: string,
  mover: NoteAuthor,
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
