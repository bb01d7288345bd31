// The rules of managing a colleague's account (SPEC 4 "Users and views", 6), shared by the
// server, which enforces them, and the users screen, which offers only what they allow.

/** Shown on the device of a user whose account was switched off, instead of a bare logout. */
export const ACCOUNT_DEACTIVATED_MESSAGE =
  'Your account has been deactivated. Ask your administrator.';

export const MANAGE_BEYOND_OWN_MESSAGE =
  'You cannot change a user whose role has permissions you do not have';
export const LAST_OWNER_DEMOTE_MESSAGE =
  'The last active Owner cannot be given another role: make someone else an Owner first';
export const LAST_OWNER_DEACTIVATE_MESSAGE =
  'The last active Owner cannot be deactivated: make someone else an Owner first';
export const LAST_OWNER_DELETE_MESSAGE =
  'The last active Owner cannot be deleted: make someone else an Owner first';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role';
export const DEACTIVATE_SELF_MESSAGE = 'You cannot deactivate yourself';

/** An Owner is whoever holds `all` (SPEC 6), whatever the role is called. */
export function isOwnerRole(permissions: readonly string[]): boolean {
  return permissions.includes('all');
}

/** What a change takes from an active Owner, or null when they stay an active Owner. */
export function ownerLoss(
  current: { isActive: boolean; permissions: readonly string[] },
  next: { isActive: boolean; permissions: readonly string[]; deleted?: boolean },
): 'demote' | 'deactivate' | 'delete' | null {
  if (!current.isActive || !isOwnerRole(current.permissions)) return null;
  if (next.deleted) return 'delete';
  if (!next.isActive) return 'deactivate';
  return isOwnerRole(next.permissions) ? null : 'demote';
}

export const LAST_OWNER_MESSAGES = {
  demote: LAST_OWNER_DEMOTE_MESSAGE,
  deactivate: LAST_OWNER_DEACTIVATE_MESSAGE,
  delete: LAST_OWNER_DELETE_MESSAGE,
} as const;
