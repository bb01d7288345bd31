import { useMemo } from 'react';
import { useSession } from '../../../shared/services/services.context';
import {
  linkCustomer,
  setPrimaryCustomer,
  unlinkCustomer,
} from '../../../collections/claims/claim-customers.mutations';
import { createContact } from '../../../collections/contacts/contacts.mutations';
import { useAppDatabase } from '../../../collections/database.context';
import type { Customer } from '../../../domain/claim.schema';
import type { Option } from '../claim-lookups';
import { LAST_CUSTOMER_HINT } from '../form/customers-editor';
import { runAction } from '../../../shared/ui/report-failure';

const blankContact = (name: string) => ({
  name,
  phone: '',
  email: '',
  address: { street: '', city: '', state: '', zip: '' },
  roles: ['client' as const],
  metadata: {},
});

/** The customers panel's calls, through the contact-link mutations (SPEC 4 primary rules). */
export function useCustomerActions(
  claimId: string,
  customers: readonly Customer[],
  contacts: readonly Option[],
) {
  const db = useAppDatabase();
  const { user } = useSession();
  return useMemo(() => {
    // The first customer added becomes primary; the link rules keep exactly one.
    const link = async (id: string, name: string) => {
      if (!db) return;
      await linkCustomer(db, claimId, { id, name, isPrimary: customers.length === 0 }, user?.id);
    };
    return {
      onAddContact: (contactId: string) => {
        const name = contacts.find((c) => c.value === contactId)?.label ?? '';
        runAction(() => link(contactId, name), 'Failed to add customer to claim');
      },
      onCreateCustomer: (name: string) =>
        runAction(async () => {
          if (!db || !user) return;
          const contact = await createContact(db, blankContact(name), user);
          await link(contact.id, contact.name);
        }, 'Failed to add customer to claim'),
      onRemove: (contactId: string) =>
        runAction(async () => {
          if (!db) return;
          const removed = await unlinkCustomer(db, claimId, contactId, user?.id);
          if (!removed) throw new Error(LAST_CUSTOMER_HINT);
        }, 'Failed to remove customer from claim'),
      onSetPrimary: (contactId: string) =>
        runAction(
          async () => db && setPrimaryCustomer(db, claimId, contactId, user?.id),
          'Failed to set customer as primary',
        ),
    };
  }, [db, user, claimId, customers.length, contacts]);
}
