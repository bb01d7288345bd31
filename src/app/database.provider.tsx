import { notifications } from '@mantine/notifications';
import { useEffect, useState, type ReactNode } from 'react';
import { openAppDatabase, type AppDatabase } from '../collections/app-database';
import { AppDatabaseContext } from '../collections/database.context';
import { syncUsers } from '../collections/users/users.sync';
import { closeDatabase } from '../db/database';
import { useServices, useSession } from './services.context';

// Opens the logged-in user's database, fills it once, and closes it when the user changes or
// logs out. The database itself lives in src/db; this only ties its life to the session.
export function DatabaseProvider({ children }: { children: ReactNode }) {
  const { api, session } = useServices();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [opened, setOpened] = useState<{ userId: string; db: AppDatabase } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    openAppDatabase(userId)
      .then(async (db) => {
        if (!active) return;
        setOpened({ userId, db });
        const current = session.getState().user;
        if (current) await syncUsers(db.users, api, current);
      })
      .catch(() => {
        if (active) notifications.show({ color: 'red', message: 'Could not open local data' });
      });
    return () => {
      active = false;
      void closeDatabase();
    };
  }, [userId, api, session]);

  const db = opened && opened.userId === userId ? opened.db : null;
  return <AppDatabaseContext.Provider value={db}>{children}</AppDatabaseContext.Provider>;
}
