import { createApiClient } from '../api/api-client';
import type { ApiClient } from '../api/api.types';
import { ping } from '../api/auth.api';
import { createAuthStorage } from '../api/auth-storage';
import { currentAppDatabase } from '../collections/app-database';
import { syncUsers } from '../collections/users/users.sync';
import { PING_TIMEOUT_MS } from '../domain/constants';
import { createSyncStatusStore } from '../replication/sync-status.store';
import type { SyncStatusStore } from '../replication/sync-status.types';
import { createSessionStore, type SessionStore } from '../session/session.store';

// The app's long-lived objects, created once outside React and handed to it through context.
export interface Services {
  api: ApiClient;
  session: SessionStore;
  syncStatus: SyncStatusStore;
}

export function createServices(): Services {
  const storage = createAuthStorage();
  // A failed refresh ends the session; the route guard then sends the user to /login.
  const api = createApiClient({ storage, onAuthLost: () => session.expire() });
  const session = createSessionStore(api, storage);

  const syncStatus = createSyncStatusStore({
    ping: async () => (await ping(api, PING_TIMEOUT_MS)).status === 'ok',
    runSync: async () => {
      const db = currentAppDatabase();
      const { user } = session.getState();
      if (!db || !user) return;
      const result = await syncUsers(db.users, api, user);
      if (result.status === 'error') throw new Error(result.message);
    },
  });

  return { api, session, syncStatus };
}

export function startServices({ session, syncStatus }: Services): void {
  syncStatus.start();
  void session.revalidate();
}
