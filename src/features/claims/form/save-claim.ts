import type { AppDatabase } from '../../../collections/app-database';
import { createClaim, updateClaim } from '../../../collections/claims/claims.mutations';
import { createContact } from '../../../collections/contacts/contacts.mutations';
import { noteAuthorOf } from '../../../collections/notes/auto-notes';
import type { ClaimInput, Customer } from '../../../domain/claim.schema';
import type { User } from '../../../domain/user.schema';

type Actor = Pick<User, 'id' | 'organization_id' | 'firstName' | 'lastName'>;

/**
 * Customers typed in as new names become contacts first, so the claim's create (queued after
 * theirs) names them; their temp ids are replaced everywhere once the server acknowledges them.
 */
async function withContacts(
  db: AppDatabase,
  customers: readonly Customer[],
  knownIds: ReadonlySet<string>,
  user: Actor,
): Promise<Customer[]> {
  const saved: Customer[] = [];
  for (const customer of customers) {
    if (knownIds.has(customer.id)) {
      saved.push(customer);
      continue;
    }
    const contact = await createContact(
      db,
      {
        name: customer.name,
        phone: '',
        email: '',
        address: { street: '', city: '', state: '', zip: '' },
        roles: ['client'],
        metadata: {},
      },
      user,
    );
    saved.push({ ...customer, id: contact.id });
  }
  return saved;
}

export async function saveNewClaim(
  db: AppDatabase,
  input: ClaimInput,
  knownIds: ReadonlySet<string>,
  user: Actor,
): Promise<string> {
  const customers = await withContacts(db, input.customers ?? [], knownIds, user);
  const doc = await createClaim(db, { ...input, customers }, noteAuthorOf(user));
  return doc.id;
}

export async function saveClaimEdit(
  db: AppDatabase,
  id: string,
  input: ClaimInput,
  knownIds: ReadonlySet<string>,
  user: Actor,
): Promise<void> {
  const customers = await withContacts(db, input.customers ?? [], knownIds, user);
  // The status has its own endpoint and rules (Status Change note); the form never sends it.
  const { status: _status, claimNumber: _number, ...fields } = input;
  await updateClaim(db, id, { ...fields, customers }, noteAuthorOf(user));
}
