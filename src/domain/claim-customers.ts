import type { Customer } from './claim.schema';

// Primary-customer rules of SPEC sections 4 and 5. Every function returns a new list.

export const NO_CUSTOMER_MESSAGE = 'Cannot update claim without at least one customer';

/** At least one customer: built from the referral client when none is given; one primary. */
export function ensureCustomers(
  customers: readonly Customer[] | undefined,
  clientId?: string | null,
  clientName?: string | null,
): Customer[] {
  const list = customers?.length
    ? customers.map((c) => ({ ...c }))
    : clientId && clientName
      ? [{ id: clientId, name: clientName, isPrimary: true }]
      : [];
  return withOnePrimary(list);
}

/** If no customer is primary the first becomes primary; if several are, the first of them stays. */
export function withOnePrimary(customers: readonly Customer[]): Customer[] {
  const primaryIndex = customers.findIndex((c) => c.isPrimary);
  const keep = primaryIndex === -1 ? 0 : primaryIndex;
  return customers.map((c, i) => ({ ...c, isPrimary: i === keep }));
}

export function addCustomer(customers: readonly Customer[], added: Customer): Customer[] {
  const others = customers.filter((c) => c.id !== added.id);
  const isPrimary = others.length === 0 || added.isPrimary;
  const next = [
    ...others.map((c) => (isPrimary ? { ...c, isPrimary: false } : c)),
    { ...added, isPrimary },
  ];
  return withOnePrimary(next);
}

export function setPrimaryCustomer(customers: readonly Customer[], id: string): Customer[] {
  return customers.map((c) => ({ ...c, isPrimary: c.id === id }));
}

/** Removing the primary promotes the first remaining customer; removing the last one is refused. */
export function removeCustomer(customers: readonly Customer[], id: string): Customer[] | null {
  const remaining = customers.filter((c) => c.id !== id);
  if (remaining.length === 0) return null;
  return withOnePrimary(remaining);
}

export function primaryCustomer(customers: readonly Customer[]): Customer | undefined {
  return customers.find((c) => c.isPrimary) ?? customers[0];
}
