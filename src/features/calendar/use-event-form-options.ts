import { useMemo } from 'react';
import { useClaims } from '../../collections/claims/claims.hooks';
import { useContacts } from '../../collections/contacts/contacts.hooks';
import { useUsers } from '../../collections/users/users.hooks';
import { fullName } from '../../domain/person-name';
import type { EventFormOptions } from './event-form';

const addressLine = (c: { address?: string; city?: string; state?: string; zipCode?: string }) =>
  [c.address, c.city, [c.state, c.zipCode].filter(Boolean).join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/**
 * What the event form offers: the claims this device holds, by number and client, with their
 * address (the event's default location), the active people of the organization and the
 * contacts (an insured, a contractor or an insurance adjuster who attends an inspection).
 */
export function useEventFormOptions(attendees: readonly string[] = []): EventFormOptions {
  const { claims } = useClaims();
  const { users } = useUsers();
  const { contacts } = useContacts();
  return useMemo(
    () => ({
      claims: claims.map((c) => ({
        value: c.id,
        label: [c.claimNumber || 'New claim', c.clientName].filter(Boolean).join(' · '),
        address: addressLine(c),
      })),
      people: users
        .filter((u) => u.isActive || attendees.includes(u.id))
        .map((u) => ({ value: u.id, label: fullName(u) })),
      contacts: contacts.map((c) => ({ value: c.id, label: c.name })),
    }),
    [claims, users, contacts, attendees],
  );
}
