import { useMemo } from 'react';
import { useClaims } from '../../collections/claims/claims.hooks';
import { contactRolesIn } from '../../domain/contact-claims';
import type { LinkedClaim } from './client-claims-list';

/** The local claims a contact is linked to (referral client or customer), newest change first. */
export function useLinkedClaims(contactId: string): { claims: LinkedClaim[]; loading: boolean } {
  const { claims, loading } = useClaims();
  const linked = useMemo(
    () =>
      claims
        .map((claim) => ({
          id: claim.id,
          claimNumber: claim.claimNumber,
          status: claim.status,
          lastUpdated: claim.lastUpdated,
          roles: contactRolesIn(claim, contactId),
        }))
        .filter((claim) => claim.roles.length > 0)
        .sort((a, b) => b.lastUpdated.localeCompare(a.lastUpdated)),
    [claims, contactId],
  );
  return { claims: linked, loading };
}
