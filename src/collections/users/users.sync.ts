import type { ApiClient } from '../../api/api.types';
import { fetchOrganizationUsers } from '../../api/users.api';
import { userSchema, type User } from '../../domain/user.schema';
import type { UsersCollection } from './users.collection';

export type UsersSyncResult =
  { status: 'ok'; fetched: number } | { status: 'error'; message: string };

// Pulls the organization's users into the local collection. The current user is always stored,
// so screens have their own record even before the list endpoint exists or while offline.
export async function syncUsers(
  users: UsersCollection,
  api: ApiClient,
  currentUser: User,
): Promise<UsersSyncResult> {
  await users.upsert(userSchema.parse(currentUser));
  const result = await fetchOrganizationUsers(api, currentUser.organization_id);
  if (result.status === 'error') {
    // 404: the list endpoint is not deployed yet; the current user is all there is to store.
    if (result.code === 404) return { status: 'ok', fetched: 0 };
    return { status: 'error', message: result.message || 'Failed to fetch users' };
  }
  const rows = Array.isArray(result.data) ? result.data : [];
  const docs = rows.flatMap((row) => {
    const parsed = userSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  if (docs.length > 0) await users.bulkUpsert(docs);
  return { status: 'ok', fetched: docs.length };
}
