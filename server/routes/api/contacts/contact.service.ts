import { contactInUseMessage } from '../../../../src/domain/contact-claims';
import type { Db } from '../../../db/client';
import { contacts } from '../../../db/schema/contacts';
import { HttpError } from '../../../http/errors';
import { createContactRepository } from '../../../repositories/contacts.repository';
import type { ContactRow } from '../../../repositories/contacts.repository';
import { lockForWrite, softDelete, type WriteTarget } from '../../../sync/versioned-write';
import { contactView } from './contact.view';

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
  if (linked > 0)
    throw new HttpError(409, contactInUseMessage(linked), undefined, contactView(current));
  return softDelete(tx, contacts, target);
}
