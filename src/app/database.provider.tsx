import { notifications } from '@mantine/notifications';
import { useEffect, useState, type ReactNode } from 'react';
import type { AppDatabase } from '../collections/app-database';
import { AppDatabaseContext } from '../collections/database.context';
import { closeDatabase } from '../db/current-database';
import { restoreKey } from '../db/keys/user-keys';
import { API_BASE } from '../domain/constants';
import { useServices, useSession } from '../shared/services/services.context';
import { afterFirstScreen } from './first-screen';
import { loadChunk } from '../shared/lazy/load-chunk';

// Opens the logged-in user's encrypted database once the session's key is unlocked, runs the
// sync engine on it (pull replication + queue worker, leader tab only) and closes both when the
// user changes, locks or logs out. The database itself lives in src/db; this only ties its life
// to the session. RxDB, Dexie and the sync engine are loaded here, after login and after the first
// screen is painted, so the login page never downloads them and a screen's own chunk comes first
// (see bench/first-load).
export function DatabaseProvider({ children }: { children: ReactNode }) {
  const { api, session, syncStatus, reconnect, beforeLogout, fetchFile } = useServices();
  const { user, keyState } = useSession();
  const userId = user?.id ?? null;
  const organizationId = user?.organization_id ?? null;
  // Until a required two-factor set-up is done the server refuses sync: open nothing yet.
  const unlocked = keyState === 'unlocked' && !user?.twoFactorEnrolmentRequired;
  const [opened, setOpened] = useState<{ userId: string; db: AppDatabase } | null>(null);

  useEffect(() => {
    if (!userId || !organizationId || !unlocked) return;
    let active = true;
    const cleanups: (() => void)[] = [];
    let stopEngine: () => Promise<void> = async () => undefined;
    const open = async () => {
      const [{ openAppDatabase }, key] = await Promise.all([
        loadChunk(() => import('../collections/app-database')),
        restoreKey(userId),
      ]);
      if (!key || !active) return;
      const db = await openAppDatabase(userId, { getKey: () => key });
      if (!active) return;
      // The screens read the local data at once; the sync engine's code follows.
      setOpened({ userId, db });
      const { startSyncEngine } = await loadChunk(() => import('../replication/sync-engine'));
      if (!active) return;
      const engine = startSyncEngine(db, api, {
        organizationId,
        eventsUrl: `${API_BASE}/organizations/${encodeURIComponent(organizationId)}/events`,
        getToken: () => session.getState().token,
        canSend: () => syncStatus.getState().serverReachable,
        fetchFile,
        // A role change shows at once (permissions re-read); a deactivation ends the session.
        userId,
        onOwnUserChange: () => void session.revalidate(),
      });
      stopEngine = () => engine.stop();
      cleanups.push(
        reconnect.add(() => engine.refetch()),
        beforeLogout.add(() => engine.worker.drainNow()),
      );
    };
    const cancelOpen = afterFirstScreen(() => {
      open().catch((error: unknown) => {
        // The reason is shown: without the sync engine nothing is pulled or sent until a reload.
        const reason = error instanceof Error ? `: ${error.message}` : '';
        if (active) {
          notifications.show({ color: 'red', message: `Could not open local data${reason}` });
        }
      });
    });
    return () => {
      active = false;
      // The closing database must not be handed out again when the same user logs back in (a
      // session ended by the server, then a login in this tab) before the new one is open.
      setOpened(null);
      cancelOpen();
      cleanups.forEach((cleanup) => cleanup());
      void stopEngine().finally(() => closeDatabase());
    };
  }, [
    userId,
    organizationId,
    unlocked,
    api,
    session,
    syncStatus,
    reconnect,
    beforeLogout,
    fetchFile,
  ]);

  const db = opened && opened.userId === userId && unlocked ? opened.db : null;
  return <AppDatabaseContext.Provider value={db}>{children}</AppDatabaseContext.Provider>;
}
