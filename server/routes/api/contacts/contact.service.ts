import { contactInUseMessage } from '../../../../src/domain/contact-claims';
import {
  attendeesAfterMerge,
  claimAfterMerge,
  keptContactChanges,
  MERGE_INTO_SELF_MESSAGE,
  MERGE_TARGET_NOT_FOUND,
  MERGE_TWO_PORTAL_USERS_MESSAGE,
} from '../../../../src/domain/contact-merge';
import type { Db } from '../../../db/client';
import { contacts } from '../../../db/schema/contacts';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import {
  createContactMergeRepository,
  type CalendarEventRow,
  type ClaimLinkRow,
} from '../../../repositories/contact-merge.repository';
import { createContactRepository } from '../../../repositories/contacts.repository';
import type { ContactRow } from '../../../repositories/contacts.repository';
import type { ClaimRow } from '../../../repositories/claims.repository';
import { lockForWrite, softDelete, updateVersioned } from '../../../sync/versioned-write';
import type { WriteTarget } from '../../../sync/versioned-write';
import type { UpdateContactBody } from './contact.body';
import { contactView } from './contact.view';

export const CONTACT_NOT_FOUND = 'Contact not found';

/**
 * Updates a contact (If-Match); a new name is copied into the customer lists of its claims, which
 * are returned so their change notices go out with the contact's.
 */
export async function updateContact(
  tx: Db,
  target: WriteTarget<ContactRow>,
  body: UpdateContactBody,
): Promise<{ updated: ContactRow; renamed: ClaimRow[] }> {
  const updated = await updateVersioned(tx, contacts, target, body);
  const renamed = body.name
    ? await createContactRepository(tx).renameInClaims(
        target.organizationId,
        updated.id,
        updated.name,
      )
    : [];
  return { updated, renamed };
}

/**
 * A contact still referenced by a live claim (referral client, customer or linked adjuster or
 * vendor) is not deleted: the claim would point at a contact nobody can see any more. Answered
 * 409 with the current contact, so a delete queued offline ends as a conflict whose "take the
 * server's" brings the contact back on that device.
 */
export async function deleteContact(tx: Db, target: WriteTarget<ContactRow>): Promise<ContactRow> {
  // Locked first: the version and existence checks answer before the link check.
  const current = await lockForWrite(tx, contacts, target);
  const linked = await createContactRepository(tx).linkedClaimCount(
    target.organizationId,
    current.id,
  );
  if (linked > 0) {
    throw new HttpError(409, contactInUseMessage(linked), undefined, contactView(current));
  }
  return softDelete(tx, contacts, target);
}

export interface MergeResult {
  source: ContactRow;
  kept: ContactRow;
  claims: ClaimRow[];
  links: ClaimLinkRow[];
  events: CalendarEventRow[];
}

/**
 * Merges the contact `sourceId` into `intoId` on the caller's transaction (issue 12): every claim
 * (referral client, customers), claim link and calendar attendance naming the source moves to the
 * kept contact; the kept contact keeps its values and fills its empty ones from the source
 * (`keptContactChanges`); the source is soft-deleted with `merged_into`, so a device that still
 * holds it follows it. Every changed row is returned for its change notice.
 *
 * Sent again (the queue may resend after a lost answer), a merge already made into the same
 * contact answers the source as it is and changes nothing.
 */
export async function mergeContact(
  tx: Db,
  organizationId: string,
  sourceId: string,
  intoId: string,
): Promise<MergeResult> {
  if (sourceId === intoId)
    throw badRequest(MERGE_INTO_SELF_MESSAGE, { intoId: MERGE_INTO_SELF_MESSAGE });
  const repo = createContactMergeRepository(tx);
  const pair = await repo.lockPair(organizationId, [sourceId, intoId]);
  const source = pair.find((c) => c.id === sourceId);
  const kept = pair.find((c) => c.id === intoId);
  if (source?.deleted && source.mergedInto === intoId && kept) {
    return { source, kept, claims: [], links: [], events: [] };
  }
  if (!source || source.deleted) throw notFound(CONTACT_NOT_FOUND);
  if (!kept || kept.deleted) throw notFound(MERGE_TARGET_NOT_FOUND);
  if (source.userId && kept.userId && source.userId !== kept.userId) {
    throw new HttpError(409, MERGE_TWO_PORTAL_USERS_MESSAGE, undefined, contactView(source));
  }

  const target = { id: kept.id, name: kept.name };
  const claims: ClaimRow[] = [];
  for (const claim of await repo.claimsNaming(organizationId, sourceId)) {
    const changes = claimAfterMerge(claim, sourceId, target);
    if (changes) claims.push(await repo.updateClaim(claim.id, changes));
  }
  const links = await repo.moveLinks(sourceId, kept.id);
  const events: CalendarEventRow[] = [];
  for (const event of await repo.eventsAttendedBy(organizationId, sourceId)) {
    const attendees = attendeesAfterMerge(event.attendees, sourceId, kept.id);
    events.push(await repo.setAttendees(event.id, attendees));
  }
  // The portal login moves with the contact, so its user keeps seeing the claims.
  const login = !kept.userId && source.userId ? { userId: source.userId } : {};
  const removed = await repo.updateContact(source.id, {
    deleted: true,
    mergedInto: kept.id,
    userId: null,
  });
  const changes = { ...keptContactChanges(kept, source), ...login };
  const updated = Object.keys(changes).length ? await repo.updateContact(kept.id, changes) : kept;
  return { source: removed, kept: updated, claims, links, events };
}
