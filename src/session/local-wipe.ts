import { currentDatabase, removeDatabase } from '../db/current-database';
import { databaseName } from '../db/database-name';
import { wipeKeys } from '../db/keys/user-keys';
import { forgetDeviceUser } from './device-users';

// Logout wipe (DESIGN.md "Keys, lock and logout", ASVS 14.3.1): the user's local database, keys,
// data caches and per-user keys in localStorage, even with no server.

// The app shell precache of the service worker holds no data and must survive, or the next
// user could not open the app offline.
const SHELL_CACHE_PREFIX = 'workbox-precache';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Dexie's IndexedDB names for one RxDB database: `rxdb-dexie-<name>--<version>--<collection>`. */
export function ownsIndexedDbName(userId: string, idbName: string): boolean {
  const pattern = new RegExp(`^rxdb-dexie-${escapeRegExp(databaseName(userId))}--\\d+--`);
  return pattern.test(idbName);
}

function deleteIndexedDb(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = () => resolve();
    // Another tab still holds a connection; the deletion completes once it closes (Dexie
    // closes on versionchange), so waiting here could only hang the logout.
    request.onblocked = () => resolve();
  });
}

async function removeUserDatabases(userId: string): Promise<void> {
  if (currentDatabase()?.name === databaseName(userId)) await removeDatabase();
  // Whatever RxDB did not remove: the database was closed (locked) or opened in another tab.
  const all = await indexedDB.databases();
  const names = all.map((db) => db.name ?? '').filter((name) => ownsIndexedDbName(userId, name));
  await Promise.all(names.map(deleteIndexedDb));
}

async function clearDataCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.startsWith(SHELL_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

function clearUserPreferences(userId: string): void {
  const prefix = `claimsdesk:${userId}:`;
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
  sessionStorage.clear();
}

/** Every step runs even when another fails; the first failure is reported afterwards. */
export async function wipeLocalData(userId: string): Promise<void> {
  const steps = [
    () => wipeKeys(userId),
    () => removeUserDatabases(userId),
    async () => forgetDeviceUser(userId),
    async () => clearUserPreferences(userId),
    clearDataCaches,
  ];
  const failures: unknown[] = [];
  for (const step of steps) await step().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0];
}
