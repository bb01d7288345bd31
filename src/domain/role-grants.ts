import { hasPermission, OWNER_ROLE, type Permission } from './permissions';

export const GRANT_BEYOND_OWN_MESSAGE = 'You cannot grant permissions you do not have';

// A manage_ permission covers the narrower ones of its area (SPEC 6 gives Admin manage_claims, not
// view_claims, yet an Admin plainly may view claims and so may give that right to an adjuster).
const COVERED_BY: Partial<Record<Permission, readonly Permission[]>> = {
  view_claims: ['manage_claims'],
  edit_claims: ['manage_claims'],
  view_assigned_claims: ['manage_claims'],
  view_own_claims: ['manage_claims'],
  view_clients: ['manage_clients'],
  edit_clients: ['manage_clients'],
  view_documents: ['manage_documents'],
  upload_documents: ['manage_documents'],
};

function holds(granted: readonly string[], permission: string): boolean {
  if (granted.includes('all') || granted.includes(permission)) return true;
  return (COVERED_BY[permission as Permission] ?? []).some((p) => granted.includes(p));
}

/**
 * Whether a caller holding `granted` may hand out (or manage a holder of) a role with `permissions`:
 * only when the caller holds each of them, directly or through the manage_ permission of its area.
 * An Admin can therefore neither create an Owner nor edit one, and nobody can raise a role above
 * their own.
 */
export function canGrant(granted: readonly string[], permissions: readonly string[]): boolean {
  return permissions.every((p) => holds(granted, p));
}

export const OWNER_ROLE_LOCKED_MESSAGE = 'The Owner role always has every permission';
export const OWN_ROLE_MESSAGE = 'You cannot change the role you hold';
export const ROLES_READ_ONLY_MESSAGE = 'Your role cannot change roles';

/**
 * Why the caller may not rename, change or delete this role, or null when they may. The server
 * refuses with this message; the roles editor shows it instead of the controls. The seeded roles
 * of SPEC 6 are a starting point and may be changed like any other, except Owner, which keeps
 * `all` (it is the role the organization can never be locked out of).
 */
export function roleChangeRefusal(
  caller: { role: string; permissions: readonly string[] },
  role: { name: string; permissions: readonly string[] },
): string | null {
  if (!hasPermission(caller.permissions, 'manage_users')) return ROLES_READ_ONLY_MESSAGE;
  if (role.name === OWNER_ROLE) return OWNER_ROLE_LOCKED_MESSAGE;
  if (role.name === caller.role) return OWN_ROLE_MESSAGE;
  if (!canGrant(caller.permissions, role.permissions)) return GRANT_BEYOND_OWN_MESSAGE;
  return null;
}
