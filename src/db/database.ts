import {
  createRxDatabase,
  type CollectionsOfDatabase,
  type RxDatabase,
  type RxStorage,
} from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { databaseName } from './database-name';
import { withDevChecks } from './dev-checks';
import { addAppPlugins } from './rx-plugins';

// The one local database of this tab, owned by this module and not by React, so a re-render or
// a StrictMode double effect can never open a second instance.

export interface OpenDatabaseOptions {
  /** Defaults to Dexie on IndexedDB; an encrypting wrapper is passed in here. */
  storage?: RxStorage<unknown, unknown>;
  /** Runs once on a freshly created database, e.g. to add the collections. */
  setup?: (db: RxDatabase) => Promise<unknown>;
}

interface OpenDatabase {
  name: string;
  db: RxDatabase;
}

let current: OpenDatabase | null = null;
let queue: Promise<unknown> = Promise.resolve();

// Opens and closes run one after another, in call order. The caller vouches for C through setup.
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export function openDatabase<C extends CollectionsOfDatabase = CollectionsOfDatabase>(
  userId: string,
  options: OpenDatabaseOptions = {},
): Promise<RxDatabase<C>> {
  const name = databaseName(userId);
  return serial(async () => {
    if (current?.name === name) return current.db as unknown as RxDatabase<C>;
    if (current) await closeCurrent();
    const db = await createInstance(name, options, false);
    current = { name, db };
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

export function closeDatabase(): Promise<void> {
  return serial(closeCurrent);
}

export function currentDatabase(): RxDatabase | null {
  return current?.db ?? null;
}

async function closeCurrent(): Promise<void> {
  const open = current;
  current = null;
  if (open && !open.db.closed) await open.db.close();
}

/** Closes the current database and deletes its data (logout wipe, test isolation). */
export function removeDatabase(): Promise<void> {
  return serial(async () => {
    const open = current;
    current = null;
    if (open) await open.db.remove();
  });
}
