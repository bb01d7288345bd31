import { createApiClient } from '../api/api-client';
import { ping } from '../api/auth.api';
import { createAuthStorage } from '../api/auth-storage';
import { PING_TIMEOUT_MS } from '../domain/constants';
import { createHookList } from '../replication/connectivity/hook-list';
import { createFileFetcher } from '../replication/documents/file-fetcher';
import { createSyncStatusStore } from '../replication/sync-status.store';
import { currentSyncEngine } from '../replication/current-sync-engine';
import { createSessionStore } from '../session/session.store';
import type { Services } from '../shared/services/services.types';
import { installDevHandle } from './dev-handle';

export interface ServicesOptions {
  /** Absolute in tests; the app uses the same-origin `/api`. */
  apiBaseUrl?: string;
}

export function createServices(options: ServicesOptions = {}): Services {
  const storage = createAuthStorage();
  // A failed refresh ends the session; the route guard then sends the user to /login.
  const api = createApiClient({
    storage,
    baseUrl: options.apiBaseUrl,
    onAuthLost: (reason) => session.expire(reason),
    uploadProgress: true,
  });
  const session = createSessionStore(api, storage);
  const reconnect = createHookList();
  const beforeLogout = createHookList();
  // SPEC 4: the session is confirmed with /me first; a failure there ends it and the data
  // steps after it see no user.
  reconnect.add(() => session.revalidate());

  const syncStatus = createSyncStatusStore({
    onReconnect: () => (session.isLoggedIn() ? reconnect.run() : undefined),
    ping: async () => (await ping(api, PING_TIMEOUT_MS)).status === 'ok',
    // SPEC 2: contacts, then claims (the engine of this tab; the leader tab pulls).
    runSync: async () => {
      await currentSyncEngine()?.syncNow();
    },
  });

  const fetchFile = createFileFetcher({
    baseUrl: options.apiBaseUrl,
    getToken: () => session.getState().token,
    renewToken: () => api.get('/me'),
  });

  return { api, session, syncStatus, reconnect, beforeLogout, fetchFile };
}

/**
 * App start (SPEC 4): the session was restored from localStorage when it was created; the first
 * successful ping then confirms it with /me (see `reconnect`). While the server does not answer,
 * the app works on local data.
 */
export function startServices(services: Services): void {
  installDevHandle(services);
  services.syncStatus.start();
}
