import { contactInUseMessage } from '../../../../src/domain/contact-claims';
import type { Db } from '../../../db/client';
import { contacts } from '../../../db/schema/contacts';
import { HttpError } from '../../../http/errors';
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
