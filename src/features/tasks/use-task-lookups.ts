import { useEffect, useMemo, useState } from 'react';
import { useClaims } from '../../collections/claims/claims.hooks';
import { useUsers } from '../../collections/users/users.hooks';
import { fullName } from '../../domain/person-name';
import { useSession } from '../../shared/services/services.context';
import { useTaskTypes } from '../../shared/tasks/use-task-form-options';
import type { TaskLookups } from './task-rows';

const MINUTE = 60_000;

/** The clock the screen reads due dates against, moved on every minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Names, claims and task types, live, for turning task ids into words. */
export function useTaskLookups() {
  const { user } = useSession();
  const { users } = useUsers();
  const { claims, loading: claimsLoading } = useClaims();
  const types = useTaskTypes();
  const now = useMinuteClock();
  const lookups = useMemo(
    (): TaskLookups => ({
      userNames: Object.fromEntries(users.map((u) => [u.id, fullName(u)])),
      claims: new Map(
        claims.map((c) => [
          c.id,
          { claimNumber: c.claimNumber, status: c.status, clientName: c.clientName },
        ]),
      ),
      types,
      me: user?.id ?? '',
      now,
    }),
    [users, claims, types, user, now],
  );
  const assignees = useMemo(() => users.map((u) => ({ value: u.id, label: fullName(u) })), [users]);
  return { lookups, assignees, claims, claimsLoading };
}
