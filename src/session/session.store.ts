import { UNREACHABLE_CODE, type ApiClient } from '../api/api.types';
import {
  changeOwnPassword,
  fetchMe,
  login as loginCall,
  logout as logoutCall,
} from '../api/auth.api';
import type { AuthStorage } from '../api/auth-storage';
import { closeDatabase } from '../db/current-database';
import { changeKeyPassword, lockKey, restoreKey } from '../db/keys/user-keys';
import { clearActivity, idleExpired, recordActivity } from './activity';
import { rememberDeviceUser } from './device-users';
import { ensureDeviceKey } from './device-key';
import { wipeLocalData } from './local-wipe';
import { loginErrorMessage } from './login-messages';
import { offlineLogin } from './offline-login';
import { onSessionChangeElsewhere, signalSessionChange } from './session-signal';
import { toSessionUser, type SessionUser } from './session-user';
import { unlockSession, type UnlockOutcome } from './unlock';

/** Whether this device holds the user's unlocked data key; 'checking' only at app start. */
export type KeyState = 'checking' | 'unlocked' | 'locked';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  keyState: KeyState;
  /** The server says the password has expired: nothing else is shown until it is changed. */
  passwordExpired?: boolean;
}

export type PasswordChangeOutcome =
  { ok: true } | { ok: false; message: string; field?: 'currentPassword' | 'newPassword' };

export type LoginOutcome = { ok: true; user: SessionUser } | { ok: false; message: string };

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  isLoggedIn(): boolean;
  /** Online when the server answers; else offline for a user who logged in here before. */
  login(email: string, password: string): Promise<LoginOutcome>;
  /** Tells the server if it answers, then wipes this user's local data and session. */
  logout(): Promise<void>;
  /** App start and reconnect: confirm the restored session with /me when the server answers. */
  revalidate(): Promise<void>;
  /** The API client lost the session (refresh failed): forget it locally, keep the data. */
  expire(): void;
  /** Idle timeout or the user's choice: forget the unlocked key and close the data. */
  lock(): Promise<void>;
  unlock(password: string): Promise<UnlockOutcome>;
  /** Changes the user's password on the server, then re-wraps this device's data key with it. */
  changePassword(current: string, next: string): Promise<PasswordChangeOutcome>;
}

/** Stands in for an access token after an offline login; the server refreshes or refuses it. */
export const OFFLINE_SESSION_TOKEN = 'offline-session';

export function createSessionStore(api: ApiClient, storage: AuthStorage): SessionStore {
  let state = restore(storage);
  const listeners = new Set<() => void>();

  function set(next: SessionState, tellOtherTabs = false) {
    state = next;
    for (const listener of listeners) listener();
    if (tellOtherTabs) signalSessionChange();
  }

  function clear() {
    const userId = state.user?.id;
    if (userId) void lockKey(userId).catch(() => undefined);
    storage.clear();
    set({ user: null, token: null, keyState: 'locked' });
  }

  async function checkKey() {
    const userId = state.user?.id;
    if (!userId) return;
    const unlocked = await unlockedOnStart(userId);
    if (state.user?.id === userId) set({ ...state, keyState: unlocked ? 'unlocked' : 'locked' });
  }

  function start(user: SessionUser, token: string, userData: unknown) {
    storage.setToken(token);
    storage.setUserData(userData);
    recordActivity(Date.now());
    set({ user, token, keyState: 'unlocked' }, true);
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
      const user = toSessionUser(result.data.user);
      if (!user || typeof result.data.token !== 'string') {
        return { ok: false, message: 'Failed to login' };
      }
      const key = await ensureDeviceKey(user.id, password);
      await rememberDeviceUser(email, user.id, result.data.user, key);
      start(user, result.data.token, result.data.user);
      if (result.data.passwordExpired === true) set({ ...state, passwordExpired: true });
      return { ok: true, user };
    },
    async logout() {
      const userId = state.user?.id;
      // SPEC 4: a failed logout call still clears the local session.
      if (state.token) await logoutCall(api);
      if (userId) await wipeLocalData(userId).catch(() => undefined);
      clearActivity();
      storage.clear();
      set({ user: null, token: null, keyState: 'locked' }, true);
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
        clear();
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
    async changePassword(current, next) {
      const user = state.user;
      if (!user) return { ok: false, message: 'Not logged in' };
      const result = await changeOwnPassword(api, current, next);
      if (result.status === 'error') {
        const details = result.details ?? {};
        if (details.currentPassword) {
          return { ok: false, field: 'currentPassword', message: details.currentPassword };
        }
        if (details.newPassword) {
          return { ok: false, field: 'newPassword', message: details.newPassword };
        }
        return { ok: false, message: result.message };
      }
      // The device's data key was wrapped by the old password: offline unlock needs the new one.
      await changeKeyPassword(user.id, current, next).catch(() => undefined);
      set({ ...state, passwordExpired: false });
      return { ok: true };
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
    return { user: null, token: null, keyState: 'locked' };
  }
  const user = toSessionUser(storage.getUserData());
  return { user, token, keyState: user ? 'checking' : 'locked' };
}
