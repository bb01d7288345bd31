import type { ApiClient } from './api.types';
import type { WireUser } from './auth.api';

export function fetchOrganizationUsers(api: ApiClient, organizationId: string) {
  return api.get<WireUser[]>(`/organizations/${encodeURIComponent(organizationId)}/users`);
}
