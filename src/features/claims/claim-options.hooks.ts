import { useMemo } from 'react';
import { useContacts } from '../../collections/contacts/contacts.hooks';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import { useUsers } from '../../collections/users/users.hooks';
import type { ClaimStatusConfig } from '../../domain/claim-status';
import { fullName } from '../../domain/person-name';
import type { ClaimLookups, Option } from './claim-lookups';

/** Contacts that can be named on a claim: clients first; every contact if none has the role. */
export function useContactOptions(): Option[] {
  const { contacts } = useContacts();
  return useMemo(() => {
    const clients = contacts.filter((c) => c.roles.includes('client'));
    return (clients.length > 0 ? clients : contacts).map((c) => ({ value: c.id, label: c.name }));
  }, [contacts]);
}

/** Users to pick from: active ones to assign; every one to filter by (old claims keep theirs). */
export function useUserOptions({ activeOnly = true } = {}): Option[] {
  const { users } = useUsers();
  return useMemo(
    () =>
      users
        .filter((u) => !activeOnly || u.isActive)
        .map((u) => ({ value: u.id, label: fullName(u) })),
    [users, activeOnly],
  );
}

/** The organization's claim statuses, live (list, kanban and details follow every change). */
export function useClaimStatuses(): ClaimStatusConfig[] {
  return useSettingsGroup('claimSettings').statuses as ClaimStatusConfig[];
}

/** Statuses (configured order) and user names, live, for turning a claim's ids into words. */
export function useClaimLookups(): ClaimLookups {
  const statuses = useClaimStatuses();
  const { users } = useUsers();
  return useMemo(
    () => ({
      statuses,
      userNames: Object.fromEntries(users.map((u) => [u.id, fullName(u)])),
    }),
    [statuses, users],
  );
}
