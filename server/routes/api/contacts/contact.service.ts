import type { Db } from '../../../db/client';
import { contacts } from '../../../db/schema/contacts';
import { createContactRepository } from '../../../repositories/contacts.repository';
import type { ContactRow } from '../../../repositories/contacts.repository';
import type { ClaimRow } from '../../../repositories/claims.repository';
import { softDelete, updateVersioned } from '../../../sync/versioned-write';
import type { WriteTarget } from '../../../sync/versioned-write';
import type { UpdateContactBody } from './contact.body';

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

export const deleteContact = (tx: Db, target: WriteTarget<ContactRow>): Promise<ContactRow> =>
  softDelete(tx, contacts, target);
