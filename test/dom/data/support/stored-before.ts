import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { RxJsonSchema, RxStorage } from 'rxdb';
import { closeDatabase } from '../../../../src/db/current-database';
import { openDatabase } from '../../../../src/db/database';
import { wrappedEncryptedStorage } from '../../../../src/db/encryption/encrypted-storage';
import { newKey } from './local-db';

/**
 * Stores documents in one collection under an older schema, encrypted as the app stores them,
 * and closes the database: the next `openAppDatabase` with the returned key migrates them.
 */
export async function storedBefore(
  userId: string,
  collection: string,
  schema: RxJsonSchema<unknown>,
  docs: Record<string, unknown>[],
): Promise<CryptoKey> {
  const key = await newKey();
  const storage = wrappedEncryptedStorage({
    storage: getRxStorageDexie() as RxStorage<unknown, unknown>,
    getKey: () => key,
  });
  const old = await openDatabase(userId, {
    storage,
    setup: (db) => db.addCollections({ [collection]: { schema } }),
  });
  await old[collection]!.bulkInsert(docs);
  await closeDatabase();
  return key;
}
