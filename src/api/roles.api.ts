import type { RoleInput, StoredRole } from '../domain/role.schema';
import type { ApiClient, ApiResult } from './api.types';

// Role writes (server/routes/api/roles): online only, answered with the role as stored.
type RoleAnswer = StoredRole & { deleted: boolean };

const rolePath = (id: string) => `/roles/${encodeURIComponent(id)}`;
const ifMatch = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });

export function createRole(api: ApiClient, role: RoleInput): Promise<ApiResult<RoleAnswer>> {
  return api.post<RoleAnswer>('/roles', { role });
}

export function updateRole(
  api: ApiClient,
  current: Pick<StoredRole, 'id' | 'version'>,
  change: Partial<RoleInput>,
): Promise<ApiResult<RoleAnswer>> {
  return api.put<RoleAnswer>(rolePath(current.id), { role: change }, ifMatch(current.version));
}

export function deleteRole(
  api: ApiClient,
  current: Pick<StoredRole, 'id' | 'version'>,
): Promise<ApiResult<RoleAnswer>> {
  return api.delete<RoleAnswer>(rolePath(current.id), ifMatch(current.version));
}
