import { useMemo } from 'react';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import { useUsers } from '../../collections/users/users.hooks';
import type { ClaimStatusConfig } from '../../domain/claim-status';
import type { ClaimLookups, Option } from './claim-lookups';

/** Statuses (configured order) and user names, live, for turning claim ids into words. */
export function useClaimLookups(): { lookups: ClaimLookups; assignees: Option[] } {
  const { statuses } = useSettingsGroup('claimSettings') as { statuses: ClaimStatusConfig[] };
  const { users } = useUsers();
  return useMemo(() => {
    const assignees = users.map((u) => ({
      value: u.id,
      label: `${u.firstName} ${u.lastName}`.trim(),
    }));
    const userNames = Object.fromEntries(assignees.map((a) => [a.value, a.label]));
    return { lookups: { statuses, userNames }, assignees };
  }, [statuses, users]);
}
