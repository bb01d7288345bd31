import { userSchema, type User } from '../domain/user.schema';

// The logged-in user: the shared User plus the permissions the server sends with it.
export interface SessionUser extends User {
  permissions: string[];
}

export function toSessionUser(raw: unknown): SessionUser | null {
  const parsed = userSchema.safeParse(raw);
  if (!parsed.success) return null;
  const permissions = (raw as { permissions?: unknown }).permissions;
  return {
    ...parsed.data,
    permissions: Array.isArray(permissions)
      ? permissions.filter((p): p is string => typeof p === 'string')
      : [],
  };
}
