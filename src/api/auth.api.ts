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
  /** The password is older than the organization's policy allows: it must be changed first. */
  passwordExpired?: boolean;
}

export function login(api: ApiClient, email: string, password: string) {
  return api.post<LoginData>('/login', { email, password });
}

export function logout(api: ApiClient): Promise<ApiResult<unknown>> {
  return api.post('/logout');
}

export function fetchMe(api: ApiClient) {
  return api.get<WireUser & { passwordExpired?: boolean }>('/me');
}

/** The signed-in user's own password change; a 400 names `currentPassword` or `newPassword`. */
export function changeOwnPassword(api: ApiClient, currentPassword: string, newPassword: string) {
  return api.put<{ status: string }>('/me/password', { currentPassword, newPassword });
}

export function ping(api: ApiClient, timeoutMs: number) {
  return api.get<{ status: string; time: string }>('/ping', { timeoutMs });
}
