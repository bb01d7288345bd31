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
  /** The organization requires two-factor authentication and this user must set it up first. */
  twoFactorEnrolmentRequired?: boolean;
}

export interface LoginData {
  user: WireUser;
  token: string;
  /** The password is older than the organization's policy allows: it must be changed first. */
  passwordExpired?: boolean;
}

/** A correct password of an account with two-factor authentication: the code comes next. */
export interface TwoFactorChallengeData {
  twoFactorRequired: true;
  challenge: string;
}

export function login(api: ApiClient, email: string, password: string) {
  return api.post<LoginData | TwoFactorChallengeData>('/login', { email, password });
}

export const isTwoFactorChallenge = (
  data: LoginData | TwoFactorChallengeData,
): data is TwoFactorChallengeData => 'challenge' in data && typeof data.challenge === 'string';

/** The login's second step: answers as a login does. */
export function loginWithCode(api: ApiClient, challenge: string, code: string) {
  return api.post<LoginData>('/login/two_factor', { challenge, code });
}

export function logout(api: ApiClient): Promise<ApiResult<unknown>> {
  return api.post('/logout');
}

type MeResult = ApiResult<WireUser & { passwordExpired?: boolean }>;

const askedThisTask = new WeakMap<ApiClient, Promise<MeResult>>();

/**
 * GET /me. Callers in the same task share one request: a change feed that reconnects re-reads the
 * session and the pull's permissions at once. A later task asks anew, since what made it ask (a
 * notice that the user's role changed) may postdate a request already under way.
 */
export function fetchMe(api: ApiClient): Promise<MeResult> {
  const asked = askedThisTask.get(api);
  if (asked) return asked;
  const request = api.get<WireUser & { passwordExpired?: boolean }>('/me');
  askedThisTask.set(api, request);
  setTimeout(() => askedThisTask.delete(api), 0);
  return request;
}

export function ping(api: ApiClient, timeoutMs: number) {
  return api.get<{ status: string; time: string }>('/ping', { timeoutMs });
}
