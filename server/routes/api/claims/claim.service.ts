import { eq } from 'drizzle-orm';
import {
  ensureCustomers,
  NO_CUSTOMER_MESSAGE,
  withOnePrimary,
} from '../../../../src/domain/claim-customers';
import {
  CLAIM_CREATION_NOTE_TITLE,
  CLAIM_UPDATE_NOTE_TITLE,
  INVALID_STATUS_MESSAGE,
  isListedStatus,
  STATUS_CHANGE_NOTE_TITLE,
  statusChangeNoteText,
} from '../../../../src/domain/claim-status';
import { fullName } from '../../../../src/domain/person-name';
import type { Customer } from '../../../../src/domain/claim.schema';
import { claimAfterMerge } from '../../../../src/domain/contact-merge';
import type { Db } from '../../../db/client';
import { claims } from '../../../db/schema/claims';
import { badRequest, HttpError } from '../../../http/errors';
import { createContactMergeRepository } from '../../../repositories/contact-merge.repository';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createClaimRepository } from '../../../repositories/claims.repository';
import type { ClaimRow } from '../../../repositories/claims.repository';
import { CLAIM_FULL_READ_PERMISSIONS } from '../../../../src/domain/permissions';
import { createNoteRepository } from '../../../repositories/notes.repository';
import type { NoteRow } from '../../../repositories/notes.repository';
import { changeOf } from '../../../sync/change';
import {
  notifyClaimAssigned,
  notifyClaimStatusChanged,
} from '../notifications/notification-events.service';
import type { Change } from '../../../sync/change';
import { publishChanges } from '../../../sync/publish-change';
import { lockForWrite, softDelete } from '../../../sync/versioned-write';
import type { CreateClaimBody, UpdateClaimBody } from './claim.body';
import {
  changedFields,
  creationNoteText,
  setFields,
  updateNoteText,
} from '../../../../src/domain/claim-changes';
import type { ClaimFields } from '../../../../src/domain/claim-changes';
import { claimView } from './claim.view';

export const CLAIM_NOT_FOUND = 'Claim not found';
export const NO_CUSTOMER_ON_CREATE = 'Cannot create claim without at least one customer';

const claimChange = (row: ClaimRow) => changeOf('claims', row, { claimId: row.id });
/**
 * Issue 15: the claim's own notice reaches only those who can see it now, so one who saw it as
 * its assignee would never hear that it left them; this notice goes to them alone, and their
 * device asks for the claim again (src/replication/pull/claim-access.ts).
 */
const formerAssigneeChange = (row: ClaimRow, userId: string) =>
  changeOf('claim_access', row, { userId });
// Automatic notes are internal: staff with full claim access only.
const noteChange = (note: NoteRow) =>
  changeOf('notes', note, { claimId: note.claimId, permissions: CLAIM_FULL_READ_PERMISSIONS });

const target = (auth: AuthContext, id: string, expected: number | undefined) => ({
  id,
  organizationId: auth.organizationId,
  expected,
  notFound: CLAIM_NOT_FOUND,
  view: claimView,
});

/** Locks a live claim of the caller's organization for a write that depends on it, else 404. */
export function lockClaim(tx: Db, auth: AuthContext, id: string): Promise<ClaimRow> {
  return lockForWrite(tx, claims, target(auth, id, undefined));
}

async function checkReferences(tx: Db, organizationId: string, fields: ClaimFields) {
  const repo = createClaimRepository(tx);
  if (
    typeof fields.clientId === 'string' &&
    !(await repo.contactExists(organizationId, fields.clientId))
  ) {
    throw badRequest('Unknown referral client', { clientId: 'No such contact' });
  }
  if (
    typeof fields.assignedTo === 'string' &&
    !(await repo.userExists(organizationId, fields.assignedTo))
  ) {
    throw badRequest('Unknown assignee', { assignedTo: 'No such user' });
  }
}

interface ContactFields {
  clientId?: string | null;
  clientName?: string;
  customers?: Customer[];
}

/**
 * A write naming a merged contact (an operation queued on a device before it learned of the
 * merge) is redirected to the contact it was merged into, as the merge moved the claims it knew.
 */
async function followMergedContacts<T extends ContactFields>(
  tx: Db,
  organizationId: string,
  fields: T,
): Promise<T> {
  const ids = [fields.clientId, ...(fields.customers ?? []).map((c) => c.id)];
  const named = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  if (named.length === 0) return fields;
  const targets = await createContactMergeRepository(tx).mergedTargets(organizationId, named);
  let next: T = fields;
  for (const [sourceId, target] of targets) {
    const moved = claimAfterMerge({ ...next, customers: next.customers ?? [] }, sourceId, target);
    if (!moved) continue;
    next = { ...next, ...moved };
    // Only fields the write sends: a write without customers keeps the claim's.
    if (fields.customers === undefined) delete next.customers;
  }
  return next;
}

async function checkStatus(tx: Db, organizationId: string, status: string) {
  const statuses = await createClaimRepository(tx).statuses(organizationId);
  if (!isListedStatus(statuses, status)) throw badRequest(INVALID_STATUS_MESSAGE);
}

export async function createClaim(tx: Db, auth: AuthContext, sent: CreateClaimBody) {
  const { organizationId, userId } = auth;
  const body = await followMergedContacts(tx, organizationId, sent);
  const repo = createClaimRepository(tx);
  const status = body.status || (await repo.statuses(organizationId))[0]?.name || 'New';
  await checkStatus(tx, organizationId, status);
  await checkReferences(tx, organizationId, body);
  const customers = ensureCustomers(body.customers, body.clientId, body.clientName);
  if (customers.length === 0) throw badRequest(NO_CUSTOMER_ON_CREATE);
  const now = new Date();
  const claimNumber = body.claimNumber || (await repo.nextClaimNumber(organizationId, now));
  if (body.claimNumber && (await repo.numberTaken(organizationId, claimNumber))) {
    throw new HttpError(409, 'Claim number already exists');
  }
  const row = await repo.insert({
    organizationId,
    claimNumber,
    status,
    statusChangedAt: now,
    policyNumber: body.policyNumber,
    clientId: body.clientId ?? null,
    clientName: body.clientName,
    customers,
    dateOfLoss: body.dateOfLoss,
    address: body.address,
    city: body.city,
    state: body.state,
    zipCode: body.zipCode,
    estimatedValue: body.estimatedValue ?? null,
    description: body.description ?? '',
    assignedTo: body.assignedTo ?? null,
    createdBy: userId,
    dateCreated: now,
    lastUpdated: now,
  });
  await repo.syncCustomerLinks(organizationId, row.id, [], customers);
  const fields = setFields({ ...body, claimNumber, status, customers });
  const note = await createNoteRepository(tx).autoNote(
    organizationId,
    row.id,
    CLAIM_CREATION_NOTE_TITLE,
    creationNoteText(fullName(auth.user), fields),
    userId,
    body.noteId,
  );
  await publishChanges(tx, [claimChange(row), noteChange(note)]);
  await notifyClaimAssigned(tx, auth, row);
  return row;
}

function pick(fields: ClaimFields, names: readonly string[]) {
  return Object.fromEntries(names.map((n) => [n, fields[n as keyof ClaimFields]]));
}

/**
 * A claim update with its automatic notes, links and change notices. `update` is the new field
 * values, or a function of the locked current row (customer link routes), so read-modify-write
 * happens under the row lock.
 */
export function updateClaim(
  db: Db,
  auth: AuthContext,
  id: string,
  expected: number | undefined,
  update: UpdateClaimBody | ((current: ClaimRow, tx: Db) => Promise<UpdateClaimBody>),
): Promise<ClaimRow> {
  const { organizationId, userId } = auth;
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, claims, target(auth, id, expected));
    const sent = typeof update === 'function' ? await update(current, tx) : update;
    const body = await followMergedContacts(tx, organizationId, sent);
    if (body.customers !== undefined && body.customers.length === 0) {
      throw badRequest(NO_CUSTOMER_MESSAGE);
    }
    const next: ClaimFields = {
      ...body,
      customers: body.customers ? withOnePrimary(body.customers) : undefined,
    };
    const changed = changedFields(current, next);
    if (changed.length === 0) return current;
    if (changed.includes('status')) await checkStatus(tx, organizationId, String(next.status));
    await checkReferences(tx, organizationId, pick(next, changed));
    const repo = createClaimRepository(tx);
    if (
      changed.includes('claimNumber') &&
      (await repo.numberTaken(organizationId, String(next.claimNumber)))
    ) {
      throw new HttpError(409, 'Claim number already exists');
    }
    const now = new Date();
    const statusChanged = changed.includes('status');
    const [row] = await tx
      .update(claims)
      .set({
        ...pick(next, changed),
        lastUpdated: now,
        ...(statusChanged ? { statusChangedAt: now } : {}),
      })
      .where(eq(claims.id, id))
      .returning();
    if (!row) throw new HttpError(404, CLAIM_NOT_FOUND);
    if (changed.includes('customers')) {
      await repo.syncCustomerLinks(organizationId, id, current.customers, row.customers);
    }
    const notes = createNoteRepository(tx);
    const who = fullName(auth.user);
    const changes: Change[] = [claimChange(row)];
    if (statusChanged) {
      const text = statusChangeNoteText(who, current.status, row.status);
      changes.push(
        noteChange(
          await notes.autoNote(organizationId, id, STATUS_CHANGE_NOTE_TITLE, text, userId),
        ),
      );
    }
    const others = changed.filter((f) => f !== 'status');
    if (others.length) {
      const text = updateNoteText(who, others);
      changes.push(
        noteChange(
          await notes.autoNote(
            organizationId,
            id,
            CLAIM_UPDATE_NOTE_TITLE,
            text,
            userId,
            body.noteId,
          ),
        ),
      );
    }
    if (changed.includes('assignedTo') && current.assignedTo)
      changes.push(formerAssigneeChange(row, current.assignedTo));
    await publishChanges(tx, changes);
    // A new assignee hears of the claim; its status then is part of what they are told.
    if (changed.includes('assignedTo')) await notifyClaimAssigned(tx, auth, row);
    else if (statusChanged) await notifyClaimStatusChanged(tx, auth, row, current.status);
    return row;
  });
}

export function changeClaimStatus(
  db: Db,
  auth: AuthContext,
  id: string,
  expected: number | undefined,
  status: string,
  noteId?: string,
): Promise<ClaimRow> {
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, claims, target(auth, id, expected));
    await checkStatus(tx, auth.organizationId, status);
    if (current.status === status) return current;
    return applyStatusChange(tx, auth, current, status, noteId);
  });
}

/**
 * A status change on a row the caller has locked (SPEC 4): statusChangedAt now, the Status Change
 * note (under the device's `noteId` when it is free), and the change notices.
 */
export async function applyStatusChange(
  tx: Db,
  auth: AuthContext,
  current: ClaimRow,
  status: string,
  noteId?: string,
): Promise<ClaimRow> {
  const now = new Date();
  const [row] = await tx
    .update(claims)
    .set({ status, statusChangedAt: now, lastUpdated: now })
    .where(eq(claims.id, current.id))
    .returning();
  if (!row) throw new HttpError(404, CLAIM_NOT_FOUND);
  const text = statusChangeNoteText(fullName(auth.user), current.status, status);
  const note = await createNoteRepository(tx).autoNote(
    auth.organizationId,
    current.id,
    STATUS_CHANGE_NOTE_TITLE,
    text,
    auth.userId,
    noteId,
  );
  await publishChanges(tx, [claimChange(row), noteChange(note)]);
  await notifyClaimStatusChanged(tx, auth, row, current.status);
  return row;
}

export function deleteClaim(db: Db, auth: AuthContext, id: string, expected: number | undefined) {
  return db.transaction(async (tx) => {
    const row = await softDelete(tx, claims, target(auth, id, expected));
    await publishChanges(tx, [claimChange(row)]);
    return row;
  });
}
