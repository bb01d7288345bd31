import { useMemo } from 'react';
import { useRoles } from '../../collections/config/roles.hooks';
import { useSession } from './services.context';

/**
 * The signed-in user's permissions, live: their role (the session's, which re-reads /me when the
 * server announces a change of their own record, so a role change made elsewhere shows at once;
 * not the pulled user record, which a role that may no longer read users never sees change)
 * looked up in the organization's roles, falling back to what the server sent with the session
 * (the external roles cannot read the roles list). Every
 * screen asks this, never `user.permissions` directly, so a role edited in another tab or on
 * another device reshapes the app without a reload; the server decides again on every request.
 */
export function usePermissions(): readonly string[] | undefined {
  const { user } = useSession();
  const { roles } = useRoles();
  const role = user?.role;
  const fromRoles = roles.find((r) => r.name === role)?.permissions;
  const fallback = user?.permissions;
  return useMemo(() => fromRoles ?? fallback, [fromRoles, fallback]);
}
