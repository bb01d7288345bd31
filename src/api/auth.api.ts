import type { ApiClient, ApiResult } from './api.types';

// The auth endpoints of SPEC 7, typed as the client reads them (camelCase after conversion).
export interface WireUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  permissions?: string[];
  isActive?: boolean;
  lastLogin?: string | null;
  createdAt: string;
  organization_id: string;
}

export interface LoginData {
  user: WireUser;
  token: string;
}

export function login(api: ApiClient, email: string, password: string) {
  return api.post<LoginData>('/login', { email, password });
}

export function logout(api: ApiClient): Promise<ApiResult<unknown>> {
  return api.post('/logout');
}

export function fetchMe(api: ApiClient) {
  return api.get<WireUser>('/me');
}

export function ping(api: ApiClient, timeoutMs: number) {
  return api.get<{ status: string; time: string }>('/ping', { timeoutMs });
}
