import { UNREACHABLE_CODE, type ApiClient, type ApiResult } from '../api/api.types';
import { changePassword } from '../api/profile.api';
import {
  fetchMe,
  isTwoFactorChallenge,
  login as loginCall,
  loginWithCode,
  logout as logoutCall,
  type LoginData,
} from '../api/auth.api';
import { acceptInvitation as acceptCall, type AcceptFields } from '../api/invites.api';
import type { AuthStorage } from '../api/auth-storage';
import { closeDatabase } from '../db/current-database';
import { changeKeyPassword, lockKey, restoreKey } from '../db/keys/user-keys';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../domain/user-account';
import { clearActivity, idleExpired, recordActivity } from './activity';
import { rememberDeviceUser } from './device-users';
import { ensureDeviceKey } from './device-key';
import { wipeLocalData } from './local-wipe';
import { CODE_PROMPT, loginErrorMessage } from './login-messages';
import { offlineLogin } from './offline-login';
import { forgetEndedReason, readEndedReason, rememberEndedReason } from './ended-reason';
import {
  lastSignalWasLogout,
  onSessionChangeElsewhere,
  signalSessionChange,
} from './session-signal';
import { toSessionUser, type SessionUser } from './session-user';
import { unlockSession, type UnlockOutcome } from './unlock';

/** Whether this device holds the user's unlocked data key; 'checking' only at app start. */
export type KeyState = 'checking' | 'unlocked' | 'locked';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  keyState: KeyState;
  /** Why the last session ended when the user must be told (their account was deactivated). */
  endedReason?: string;
  /** The server says the password has expired: nothing else is shown until it is changed. */
  passwordExpired?: boolean;
  /**
   * The user logged out (in this tab or another): the next login starts at the dashboard, not on
   * the page they left, which may be another user's business. A session that merely expired
   * keeps the way back to where its user was.
   */
  loggedOut?: boolean;
}

export type PasswordChangeOutcome =
  { ok: true } | { ok: false; message: string; field?: 'currentPassword' | 'newPassword' };

export type LoginOutcome =
  | { ok: true; user: SessionUser }
  | { ok: false; message: string }
  /** The password was right and the account has two-factor authentication: ask for the code. */
  | { ok: false; codeRequired: true; challenge: string; message: string };

/** The code step refused: `field` when the code itself was wrong (shown at the field). */
export type CodeOutcome =
  { ok: true; user: SessionUser } | { ok: false; message: string; field?: 'code' };

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  isLoggedIn(): boolean;
  /** Online when the server answers; else offline for a user who logged in here before. */
  login(email: string, password: string): Promise<LoginOutcome>;
  /** Accepts an invitation link (online only) and starts the new user's session as login does. */
  acceptInvitation(token: string, fields: AcceptFields): Promise<LoginOutcome>;
  /**
   * The login's second step, online only: the challenge and a TOTP or recovery code. The password
   * of the first step wraps this device's data key, as after a login without a code.
   */
  completeLogin(
    email: string,
    password: string,
    challenge: string,
    code: string,
  ): Promise<CodeOutcome>;
  /** Tells the server if it answers, then wipes this user's local data and session. */
  logout(): Promise<void>;
  /** App start and reconnect: confirm the restored session with /me when the server answers. */
  revalidate(): Promise<void>;
  /** The API client lost the session (refresh failed): forget it locally, keep the data. */
  expire(reason?: string): void;
  /** Idle timeout or the user's choice: forget the unlocked key and close the data. */
  lock(): Promise<void>;
  unlock(password: string): Promise<UnlockOutcome>;
  /** The profile's rename, shown in the header at once (the write itself is queued). */
  showName(name: { firstName: string; lastName: string }): void;
  /**
   * Needs the server: changes the password there (the user's other sessions end), then re-wraps
   * this device's data key under the new one so offline login and unlock take it.
   */
  changePassword(current: string, next: string): Promise<ApiResult<{ endedSessions: number }>>;
}

/** Stands in for an access token after an offline login; the server refreshes or refuses it. */
export const OFFLINE_SESSION_TOKEN = 'offline-session';

export function createSessionStore(api: ApiClient, storage: AuthStorage): SessionStore {
  let state = restore(storage);
  const listeners = new Set<() => void>();
  // Calls still on their way when a logout revokes the session come back 401 and end it first.
  let loggingOut = false;

  function set(next: SessionState, tellOtherTabs = false) {
    state = next;
    for (const listener of listeners) listener();
    if (tellOtherTabs) signalSessionChange();
  }

  function clear(reason?: string) {
    const userId = state.user?.id;
    if (userId) void lockKey(userId).catch(() => undefined);
    if (reason) rememberEndedReason(reason);
    storage.clear();
    // A later plain 401 (a call already on its way) must not hide why the session ended.
    const endedReason = reason ?? readEndedReason();
    set({
      user: null,
      token: null,
      keyState: 'locked',
      ...(endedReason ? { endedReason } : {}),
      ...(loggingOut ? { loggedOut: true } : {}),
    });
  }

  async function checkKey() {
    const userId = state.user?.id;
    if (!userId) return;
    const unlocked = await unlockedOnStart(userId);
    if (state.user?.id === userId) set({ ...state, keyState: unlocked ? 'unlocked' : 'locked' });
  }

  function start(user: SessionUser, token: string, userData: unknown) {
    forgetEndedReason();
    storage.setToken(token);
    storage.setUserData(userData);
    recordActivity(Date.now());
    set({ user, token, keyState: 'unlocked' }, true);
  }

  /** A session the server granted (login, accepted invitation): the data key, then the state. */
  async function startOnline(data: LoginData, email: string, password: string) {
    const user = toSessionUser(data.user);
    if (!user || typeof data.token !== 'string') {
      return { ok: false, message: 'Failed to login' } as const;
    }
    const key = await ensureDeviceKey(user.id, password);
    await rememberDeviceUser(email, user.id, data.user, key);
    start(user, data.token, data.user);
    if (data.passwordExpired === true) set({ ...state, passwordExpired: true });
    return { ok: true, user } as const;
  }

  async function lock() {
    const userId = state.user?.id;
    if (!userId || state.keyState === 'locked') return;
    await lockKey(userId);
    set({ ...state, keyState: 'locked' }, true);
    await closeDatabase();
  }

  onSessionChangeElsewhere(() => {
    const next = restore(storage);
    // Same user: keep the key state until checked, so the open data is not closed for nothing.
    if (next.user && next.user.id === state.user?.id) next.keyState = state.keyState;
    if (!next.user && lastSignalWasLogout()) next.loggedOut = true;
    set(next);
    void checkKey();
  });
  void checkKey();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoggedIn: () => state.user !== null && state.token !== null,
    async login(email, password) {
      const result = await loginCall(api, email, password);
      if (result.status === 'error' && result.code === UNREACHABLE_CODE) {
        const offline = await offlineLogin(email, password);
        if (!offline.ok) return offline;
        start(offline.user, OFFLINE_SESSION_TOKEN, offline.userData);
        return { ok: true, user: offline.user };
      }
      if (result.status === 'error') return { ok: false, message: loginErrorMessage(result) };
      if (isTwoFactorChallenge(result.data)) {
        const { challenge } = result.data;
        return { ok: false, codeRequired: true, challenge, message: CODE_PROMPT };
      }
      return startOnline(result.data, email, password);
    },
    async completeLogin(email, password, challenge, code) {
      const result = await loginWithCode(api, challenge, code);
      if (result.status === 'error') {
        const field = result.details?.code ? ('code' as const) : undefined;
        return { ok: false, message: loginErrorMessage(result), field };
      }
      return startOnline(result.data, email, password);
    },
    async acceptInvitation(token, fields) {
      const result = await acceptCall(api, token, fields);
      if (result.status === 'error') return { ok: false, message: result.message };
      return startOnline(result.data, result.data.user.email, fields.password);
    },
    async logout() {
      const userId = state.user?.id;
      loggingOut = true;
      // First: the other tabs hear the token go (here or by a refused call) and must know why.
      signalSessionChange('logout');
      try {
        // SPEC 4: a failed logout call still clears the local session.
        if (state.token) await logoutCall(api);
        if (userId) await wipeLocalData(userId).catch(() => undefined);
        clearActivity();
        storage.clear();
        set({ user: null, token: null, keyState: 'locked', loggedOut: true });
      } finally {
        loggingOut = false;
      }
    },
    async revalidate() {
      if (!state.token) return;
      const result = await fetchMe(api);
      if (result.status === 'ok') {
        const user = toSessionUser(result.data);
        if (!user) return;
        const { passwordExpired, ...userData } = result.data;
        storage.setUserData(userData);
        set({
          ...state,
          user,
          token: storage.getToken(),
          passwordExpired: passwordExpired === true,
        });
      } else if (result.code !== UNREACHABLE_CODE) {
        // SPEC 4: with a reachable server, a failed /me ends the session.
        clear(result.message === ACCOUNT_DEACTIVATED_MESSAGE ? result.message : undefined);
      }
    },
    expire: clear,
    lock,
    async unlock(password) {
      const user = state.user;
      if (!user) return { ok: false, message: 'Not logged in' };
      const outcome = await unlockSession(api, user, password);
      if (!outcome.ok) return outcome;
      if (outcome.token) storage.setToken(outcome.token);
      if (outcome.userData) storage.setUserData(outcome.userData);
      recordActivity(Date.now());
      set({ ...state, token: storage.getToken(), keyState: 'unlocked' }, true);
      return outcome;
    },
    showName(name) {
      if (!state.user) return;
      const stored = storage.getUserData();
      if (stored && typeof stored === 'object') storage.setUserData({ ...stored, ...name });
      set({ ...state, user: { ...state.user, ...name } }, true);
    },
    async changePassword(current, next) {
      const userId = state.user?.id;
      const result = await changePassword(api, current, next);
      // A key left under the old password is wiped and remade at the next online login
      // (ensureDeviceKey), so a failed re-wrap does not undo a change the server has made.
      if (result.status === 'ok' && userId) {
        await changeKeyPassword(userId, current, next).catch(() => undefined);
        set({ ...state, passwordExpired: false });
      }
      return result;
    },
  };
}

async function unlockedOnStart(userId: string): Promise<boolean> {
  const key = await restoreKey(userId).catch(() => null);
  if (!key) return false;
  // The device sat idle past the timeout while closed: lock before any data opens.
  if (!idleExpired(Date.now())) return true;
  await lockKey(userId).catch(() => undefined);
  return false;
}

function restore(storage: AuthStorage): SessionState {
  const token = storage.getToken();
  if (!token) {
    // SPEC 4: no token means logged out; stale user data must not linger, nor an unlocked key.
    const stale = toSessionUser(storage.getUserData());
    if (stale) void lockKey(stale.id).catch(() => undefined);
    storage.clear();
    const endedReason = readEndedReason();
    return { user: null, token: null, keyState: 'locked', ...(endedReason ? { endedReason } : {}) };
  }
  const user = toSessionUser(storage.getUserData());
  return { user, token, keyState: user ? 'checking' : 'locked' };
}
