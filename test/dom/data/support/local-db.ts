import {
  openAppDatabase,
  openAppDatabaseInstance,
  type AppDatabase,
  type CollectionName,
} from '../../../../src/collections/app-database';

export function newKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** The app's encrypted database for a user, as the app opens it. */
export async function openLocal(userId: string, key: CryptoKey): Promise<AppDatabase> {
  return openAppDatabase(userId, { getKey: () => key });
}

/** A second instance of the same database (another "tab"), with a subset of collections. */
export function openTab(userId: string, key: CryptoKey, only: CollectionName[]) {
  return openAppDatabaseInstance(userId, { getKey: () => key, only });
}

export function waitFor<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 10_000) {
  const started = Date.now();
  return new Promise<T>((resolve, reject) => {
    const poll = async () => {
      const value = await check().catch(() => undefined);
      if (value) return resolve(value);
      if (Date.now() - started > timeoutMs) return reject(new Error('waitFor timed out'));
      setTimeout(() => void poll(), 25);
    };
    void poll();
  });
}
