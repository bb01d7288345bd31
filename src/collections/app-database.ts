import type { RxDatabase, RxStorage } from 'rxdb';
import { currentDatabase, openDatabase } from '../db/database';
import { usersCollection, type UsersCollection } from './users/users.collection';

// Every collection of the app (12 at most, DESIGN.md budgets) is registered here.
export type AppCollections = { users: UsersCollection };
export type AppDatabase = RxDatabase<AppCollections>;

export function openAppDatabase(
  userId: string,
  storage?: RxStorage<unknown, unknown>,
): Promise<AppDatabase> {
  return openDatabase<AppCollections>(userId, {
    storage,
    setup: (db) => db.addCollections({ users: usersCollection }),
  });
}

export function currentAppDatabase(): AppDatabase | null {
  return currentDatabase() as AppDatabase | null;
}
