import type { ApiClient } from '../api/api.types';
import { fetchMe, login as loginCall, logout as logoutCall } from '../api/auth.api';
import type { AuthStorage } from '../api/auth-storage';
import { loginErrorMessage } from './login-messages';
import { toSessionUser, type SessionUser } from './session-user';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
}

export type LoginOutcome = { ok: true; user: SessionUser } | { ok: false; message: string };

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  isLoggedIn(): boolean;
  login(email: string, password: string): Promise<LoginOutcome>;
  logout(): Promise<void>;
  /** App start: confirm the restored session with /me when the server answers. */
  revalidate(): Promise<void>;
  /** The API client lost the session (refresh failed): forget it locally. */
  expire(): void;
}

export function createSessionStore(api: ApiClient, storage: AuthStorage): SessionStore {
  let state = restore(storage);
  const listeners = new Set<() => void>();

  function set(next: SessionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function clear() {
    storage.clear();
    set({ user: null, token: null });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoggedIn: () => state.user !== null && state.token !== null,
    async login(email, password) {
      const result = await loginCall(api, email, password);
      if (result.status === 'error') return { ok: false, message: loginErrorMessage(result) };
      const user = toSessionUser(result.data.user);
      if (!user || typeof result.data.token !== 'string') {
        return { ok: false, message: 'Failed to login' };
      }
      storage.setToken(result.data.token);
      storage.setUserData(result.data.user);
      set({ user, token: result.data.token });
      return { ok: true, user };
    },
    async logout() {
      if (state.token) await logoutCall(api);
      clear();
    },
    async revalidate() {
      if (!state.token) return;
      const result = await fetchMe(api);
      if (result.status === 'ok') {
        const user = toSessionUser(result.data);
        if (!user) return;
        storage.setUserData(result.data);
        set({ user, token: storage.getToken() });
      } else if (result.code === 401) {
        clear();
      }
    },
    expire: clear,
  };
}

function restore(storage: AuthStorage): SessionState {
  const token = storage.getToken();
  if (!token) {
    // SPEC 4: no token means logged out; stale user data must not linger.
    storage.clear();
    return { user: null, token: null };
  }
  return { user: toSessionUser(storage.getUserData()), token };
}
