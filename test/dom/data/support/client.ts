import { createApiClient } from '../../../../src/api/api-client';
import type { ApiClient } from '../../../../src/api/api.types';
import { createAuthStorage, type AuthStorage } from '../../../../src/api/auth-storage';
import type { WireUser } from '../../../../src/api/auth.api';

export const DEMO_PASSWORD = 'Demo#2026pass';

export interface LoggedIn {
  api: ApiClient;
  storage: AuthStorage;
  user: WireUser;
}

/** An API client on `origin` (the proxy or the server) logged in as a demo user. */
export async function loginAs(origin: string, email: string): Promise<LoggedIn> {
  const storage = createAuthStorage(new MemoryStorage());
  const api = createApiClient({ storage, baseUrl: `${origin}/api` });
  const result = await api.post<{ user: WireUser; token: string }>('/login', {
    email,
    password: DEMO_PASSWORD,
  });
  if (result.status === 'error') throw new Error(`login failed: ${result.message}`);
  storage.setToken(result.data.token);
  return { api, storage, user: result.data.user };
}

// Each test user keeps its own token: two users in one test must not share localStorage.
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}
