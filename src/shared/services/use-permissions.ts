import { useMemo } from 'react';
import { useRoles } from '../../collections/config/roles.hooks';
import { useAppDatabase } from '../../collections/database.context';
import { useLiveQuery } from '../../collections/live-query.hook';
import { useSession } from './services.context';

/**
 * The signed-in user's permissions, live: their role (from their own user record when pulled, so
 * a role change made elsewhere shows at once) looked up in the organization's roles, falling back
 * to what the server sent with the session (the external roles cannot read the roles list). Every
 * screen asks this, never `user.permissions` directly, so a role edited in another tab or on
 * another device reshapes the app without a reload; the server decides again on every request.
 */
export function usePermissions(): readonly string[] | undefined {
  const { user } = useSession();
  const db = useAppDatabase();
  const { roles } = useRoles();
  const userId = user?.id;
  const query = useMemo(() => (db && userId ? db.users.findOne(userId) : null), [db, userId]);
  const own = useLiveQuery(query).value;
  const role = own?.role ?? user?.role;
  const fromRoles = roles.find((r) => r.name === role)?.permissions;
  const fallback = user?.permissions;
  return useMemo(() => fromRoles ?? fallback, [fromRoles, fallback]);
}
