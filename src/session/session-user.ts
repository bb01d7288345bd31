import { userSchema, type User } from '../domain/user.schema';

// The logged-in user: the shared User plus the permissions the server sends with it.
export interface SessionUser extends User {
  permissions: string[];
  /** The organization requires two-factor authentication and this user has not set it up. */
  twoFactorEnrolmentRequired: boolean;
}

export function toSessionUser(raw: unknown): SessionUser | null {
  const parsed = userSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { permissions, twoFactorEnrolmentRequired } = raw as {
    permissions?: unknown;
    twoFactorEnrolmentRequired?: unknown;
  };
  return {
    ...parsed.data,
    permissions: Array.isArray(permissions)
      ? permissions.filter((p): p is string => typeof p === 'string')
      : [],
    twoFactorEnrolmentRequired: twoFactorEnrolmentRequired === true,
  };
}
