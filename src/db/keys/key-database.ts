// The tiny IndexedDB database of per-user keys, apart from the RxDB data so a wipe of one never
// depends on the other. Plain IndexedDB: two stores, a handful of records.
export const KEY_DATABASE_NAME = 'claimsdesk-keys';
export const WRAPPED_STORE = 'wrapped-keys';
export const UNLOCKED_STORE = 'unlocked-keys';
type StoreName = typeof WRAPPED_STORE | typeof UNLOCKED_STORE;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openKeyDatabase(): Promise<IDBDatabase> {
  const open = indexedDB.open(KEY_DATABASE_NAME, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore(WRAPPED_STORE);
    open.result.createObjectStore(UNLOCKED_STORE);
  };
  return request(open);
}

async function inStore<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  run: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openKeyDatabase();
  try {
    const tx = db.transaction(store, mode);
    const committed = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
    const [result] = await Promise.all([request(run(tx.objectStore(store))), committed]);
    return result;
  } finally {
    db.close();
  }
}

export function readRecord<T>(store: StoreName, userId: string): Promise<T | undefined> {
  return inStore(store, 'readonly', (objects) => objects.get(userId) as IDBRequest<T | undefined>);
}

export async function writeRecord(store: StoreName, userId: string, value: unknown): Promise<void> {
  await inStore(store, 'readwrite', (objects) => objects.put(value, userId));
}

/** Fails with a ConstraintError when the user already has a record (another tab won a race). */
export async function addRecord(store: StoreName, userId: string, value: unknown): Promise<void> {
  await inStore(store, 'readwrite', (objects) => objects.add(value, userId));
}

export async function deleteRecord(store: StoreName, userId: string): Promise<void> {
  await inStore(store, 'readwrite', (objects) => objects.delete(userId));
}
