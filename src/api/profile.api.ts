import type { ApiClient, ApiResult } from './api.types';

// The caller's own sessions and password (issue 15, Profile). Both need the server: a password
// is never queued, and the list of sessions is the server's.

export interface ActiveSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** The session of this device's token. */
  current: boolean;
}

export const SESSIONS_PATH = '/me/sessions';

export function fetchSessions(api: ApiClient): Promise<ApiResult<ActiveSession[]>> {
  return api.get<ActiveSession[]>(SESSIONS_PATH);
}

/** Ends another session of the caller: its next request and refresh are refused. */
export function endSession(api: ApiClient, id: string): Promise<ApiResult<unknown>> {
  return api.delete(`${SESSIONS_PATH}/${encodeURIComponent(id)}`);
}

/** "Log out everywhere": every session of the caller but this device's. */
export function endOtherSessions(api: ApiClient): Promise<ApiResult<{ ended: number }>> {
  return api.post<{ ended: number }>(`${SESSIONS_PATH}/end_others`);
}

export function changePassword(
  api: ApiClient,
  currentPassword: string,
  newPassword: string,
): Promise<ApiResult<{ endedSessions: number }>> {
  return api.post<{ endedSessions: number }>('/me/password', { currentPassword, newPassword });
}
