import { ACCESS_TOKEN_KEY, USER_DATA_KEY } from '../api/auth-storage';

// Tabs share one session: a login, logout, lock or unlock in one tab must reach the others.
// The storage event fires only in the other tabs of the origin, which is exactly that.
export const SESSION_SIGNAL_KEY = 'claimsdesk:session-signal';
const WATCHED_KEYS = new Set([ACCESS_TOKEN_KEY, USER_DATA_KEY, SESSION_SIGNAL_KEY]);

/**
 * Tells the other tabs to look again (after a change they cannot see in localStorage). A logout
 * says so, before it clears the session; every later signal (a login) overwrites it.
 */
export function signalSessionChange(kind: 'change' | 'logout' = 'change'): void {
  localStorage.setItem(SESSION_SIGNAL_KEY, `${kind}:${Date.now()}:${Math.random()}`);
}

/** Whether the session was last ended by a logout (not by the server, or not at all). */
export function lastSignalWasLogout(): boolean {
  return localStorage.getItem(SESSION_SIGNAL_KEY)?.startsWith('logout:') === true;
}

export function onSessionChangeElsewhere(listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    // A null key means another tab cleared all of localStorage.
    if (event.key === null || WATCHED_KEYS.has(event.key)) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
