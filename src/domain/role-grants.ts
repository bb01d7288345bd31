import type { Permission } from './permissions';

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
