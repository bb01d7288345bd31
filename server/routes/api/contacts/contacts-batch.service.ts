import { cleanObject } from '../../../../src/domain/cleaning/clean-object';
import type { Db } from '../../../db/client';
import { contacts } from '../../../db/schema/contacts';
import { badRequest, HttpError } from '../../../http/errors';
import type { ContactRow, NewContact } from '../../../repositories/contacts.repository';
import { createContactBody } from './contact.body';
import type { ContactsBatchBody } from './contacts-batch.body';

export const BATCH_ID_IN_USE = 'A contact of this batch already exists; nothing was imported';

type Item = ContactsBatchBody['contacts'][number];

// A typed email or phone that SPEC 5 cleaning empties is a mistake to report, never a value to
// drop silently (the client form's rule, src/domain/client-form.ts).
const REFUSED = {
  email: 'Enter a valid email address',
  phone: 'Enter a phone number with at least 7 digits',
} as const;

function where(item: Item, index: number) {
  return item.line === undefined ? `Row ${index + 1}` : `Line ${item.line}`;
}

/**
 * Every row cleaned and checked as a single create is; any error refuses the whole batch with a
 * 400 whose message names the first (line and field) and whose details list them all.
 */
export function validateBatch(items: readonly Item[], organizationId: string): NewContact[] {
  const errors: Record<string, string> = {};
  const rows = items.map((item, index): NewContact | null => {
    const clean = cleanObject(item.contact);
    const fail = (field: string, message: string) => {
      errors[`${where(item, index)}, ${field}`] = message;
    };
    for (const field of ['email', 'phone'] as const) {
      const raw = item.contact[field];
      if (typeof raw === 'string' && raw.trim() && !clean[field]) fail(field, REFUSED[field]);
    }
    const parsed = createContactBody.safeParse(clean);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        fail(issue.path.join('.') || 'contact', issue.message);
      return null;
    }
    return { ...parsed.data, id: item.id, organizationId };
  });
  const [first] = Object.entries(errors);
  if (first) throw badRequest(`${first[0]}: ${first[1]}`, errors);
  return rows.filter((row) => row !== null);
}

/** One insert for the batch; an id already taken (any organization) refuses it all. */
export async function insertBatch(tx: Db, rows: NewContact[]): Promise<ContactRow[]> {
  const inserted = await tx.insert(contacts).values(rows).onConflictDoNothing().returning();
  if (inserted.length !== rows.length) throw new HttpError(409, BATCH_ID_IN_USE);
  return inserted;
}
