// Reads IndexedDB beneath RxDB and Dexie: every database, every store, every record.

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('request failed'));
  });
}

export async function rawRecords(databaseName: string): Promise<Record<string, unknown[]>> {
  const db = await request(indexedDB.open(databaseName));
  try {
    const stores: Record<string, unknown[]> = {};
    for (const store of Array.from(db.objectStoreNames)) {
      stores[store] = await request(db.transaction(store).objectStore(store).getAll());
    }
    return stores;
  } finally {
    db.close();
  }
}

/** Every record of every database as one text (blobs included as their text). */
export async function dumpAllIndexedDb(): Promise<string> {
  const parts: string[] = [];
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    for (const [store, records] of Object.entries(await rawRecords(name))) {
      for (const record of records) {
        parts.push(`${name}/${store}: ${JSON.stringify(record)}`);
        const blob = (record as { data?: unknown }).data;
        if (blob instanceof Blob) parts.push(await blob.text());
      }
    }
  }
  return parts.join('\n');
}

/** Puts back a record read with rawRecords, after a test altered it. */
export async function putRawRecord(databaseName: string, store: string, record: unknown) {
  const db = await request(indexedDB.open(databaseName));
  try {
    await request(db.transaction(store, 'readwrite').objectStore(store).put(record));
  } finally {
    db.close();
  }
}
