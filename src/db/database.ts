import {
  createRxDatabase,
  type CollectionsOfDatabase,
  type RxDatabase,
  type RxStorage,
} from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { closeCurrent, currentDatabase, serial, setCurrentDatabase } from './current-database';
import { databaseName } from './database-name';
import { withDevChecks } from './dev-checks';
import { addAppPlugins } from './rx-plugins';

// Creates the one local database of this tab (registered in current-database.ts, which the
// session can use without loading RxDB).

export interface OpenDatabaseOptions {
  /** Defaults to Dexie on IndexedDB; an encrypting wrapper is passed in here. */
  storage?: RxStorage<unknown, unknown>;
  /** Runs once on a freshly created database, e.g. to add the collections. */
  setup?: (db: RxDatabase) => Promise<unknown>;
}

export function openDatabase<C extends CollectionsOfDatabase = CollectionsOfDatabase>(
  userId: string,
  options: OpenDatabaseOptions = {},
): Promise<RxDatabase<C>> {
  const name = databaseName(userId);
  return serial(async () => {
    const open = currentDatabase();
    if (open?.name === name) return open as unknown as RxDatabase<C>;
    if (open) await closeCurrent();
    const db = await createInstance(name, options, false);
    setCurrentDatabase(db);
    return db as unknown as RxDatabase<C>;
  });
}

/**
 * Another instance of a user's database beside the tab's own, as a second tab would open it; only
 * tests need two in one JavaScript process (RxDB allows that in development builds only).
 */
export async function createDatabaseInstance<C extends CollectionsOfDatabase>(
  userId: string,
  options: OpenDatabaseOptions = {},
): Promise<RxDatabase<C>> {
  return (await createInstance(databaseName(userId), options, true)) as unknown as RxDatabase<C>;
}

async function createInstance(
  name: string,
  options: OpenDatabaseOptions,
  duplicate: boolean,
): Promise<RxDatabase> {
  addAppPlugins();
  const base = options.storage ?? (getRxStorageDexie() as RxStorage<unknown, unknown>);
  const storage = import.meta.env.DEV ? await withDevChecks(base) : base;
  const db = await createRxDatabase({
    name,
    storage,
    multiInstance: true,
    eventReduce: true,
    ignoreDuplicate: duplicate,
  });
  try {
    await options.setup?.(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
