// Which claims a contact is linked to: as the claim's referral client (`clientId`) and as one of
// its customers (SPEC 3). Shared by the clients screens and the delete refusal's message.

export type ContactClaimRole = 'client' | 'customer';

export interface LinkableClaim {
  id: string;
  clientId?: string | null;
  customers: readonly { id: string }[];
}

/** How a contact takes part in a claim, both when it is the referral client and a customer. */
export function contactRolesIn(claim: LinkableClaim, contactId: string): ContactClaimRole[] {
  const roles: ContactClaimRole[] = [];
  if (claim.clientId === contactId) roles.push('client');
  if (claim.customers.some((customer) => customer.id === contactId)) roles.push('customer');
  return roles;
}

/** Linked claims per contact id, each claim counted once even when the contact is both. */
export function linkedClaimCounts(claims: readonly LinkableClaim[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const claim of claims) {
    const ids = new Set([claim.clientId, ...claim.customers.map((c) => c.id)]);
    for (const id of ids) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

export function contactInUseMessage(count: number): string {
  const claims = count === 1 ? 'one claim' : `${count} claims`;
  return `This contact is linked to ${claims}. Remove it from ${count === 1 ? 'that claim' : 'those claims'} before deleting it.`;
}
