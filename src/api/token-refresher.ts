import { ACCOUNT_DEACTIVATED_MESSAGE } from '../domain/user-account';
import type { AuthStorage } from './auth-storage';
import { camelizeKeys } from './case-convert';
import { sendRequest } from './send-request';

/** 'deactivated': the server refused because the account was switched off (it says so). */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'deactivated' | 'unreachable';

// Single flight: the server revokes the whole chain when a refresh token is replayed, so
// concurrent 401s must share one POST /refresh_token instead of racing with the same cookie.
export function createTokenRefresher(
  baseUrl: string,
  timeoutMs: number,
  storage: AuthStorage,
): () => Promise<RefreshOutcome> {
  let inflight: Promise<RefreshOutcome> | null = null;

  async function refresh(): Promise<RefreshOutcome> {
    const response = await sendRequest(
      `${baseUrl}/refresh_token`,
      { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } },
      timeoutMs,
    );
    if (response === 'unreachable') return 'unreachable';
    const body = camelizeKeys(response.body) as {
      accessToken?: unknown;
      user?: unknown;
      message?: unknown;
    } | null;
    if (body?.message === ACCOUNT_DEACTIVATED_MESSAGE) return 'deactivated';
    if (response.httpStatus >= 300 || typeof body?.accessToken !== 'string') return 'rejected';
    storage.setToken(body.accessToken);
    if (body.user && typeof body.user === 'object') storage.setUserData(body.user);
    return 'refreshed';
  }

  return () => {
    inflight ??= refresh().finally(() => {
      inflight = null;
    });
    return inflight;
  };
}
