import type { ApiClient, ApiResult } from './api.types';

// The users screen's calls (issue 15). They go online, not through the sync queue: the server
// decides a role change or a deactivation against the organization as it is at that moment (the
// last Owner, roles above the caller's), and the screen shows its answer at the field.

/** A user as the users screen lists it (GET /organizations/{orgId}/user_accounts). */
export interface UserAccount {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  permissions: string[];
  isActive: boolean;
  lastLogin: string | null;
  createdAt: string;
  version: number;
}

export interface RoleChoice {
  id: string;
  name: string;
  permissions: string[];
  description: string;
}

export type UserAccountPatch = { role: string } | { isActive: boolean };

const orgPath = (orgId: string, tail: string) =>
  `/organizations/${encodeURIComponent(orgId)}/${tail}`;

export function fetchUserAccounts(api: ApiClient, orgId: string) {
  return api.get<UserAccount[]>(orgPath(orgId, 'user_accounts'));
}

export function fetchRoles(api: ApiClient, orgId: string) {
  return api.get<RoleChoice[]>(orgPath(orgId, 'roles'));
}

/** Sent with the version the screen shows, so a change made meanwhile is a 409, not overwritten. */
export function updateUserAccount(
  api: ApiClient,
  user: Pick<UserAccount, 'id' | 'version'>,
  patch: UserAccountPatch,
): Promise<ApiResult<UserAccount>> {
  return api.put<UserAccount>(`/users/${encodeURIComponent(user.id)}`, patch, {
    headers: { 'If-Match': `"${user.version}"` },
  });
}
