// The two localStorage keys of SPEC 3. The API client and the session store share them.
export const ACCESS_TOKEN_KEY = 'access_token';
export const USER_DATA_KEY = 'user_data';

export interface AuthStorage {
  getToken(): string | null;
  setToken(token: string): void;
  getUserData(): unknown;
  setUserData(user: unknown): void;
  clear(): void;
}

export function createAuthStorage(storage: Storage = window.localStorage): AuthStorage {
  return {
    getToken: () => storage.getItem(ACCESS_TOKEN_KEY),
    setToken: (token) => storage.setItem(ACCESS_TOKEN_KEY, token),
    getUserData: () => parseJson(storage.getItem(USER_DATA_KEY)),
    setUserData: (user) => storage.setItem(USER_DATA_KEY, JSON.stringify(user)),
    clear: () => {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(USER_DATA_KEY);
    },
  };
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
