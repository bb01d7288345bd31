import 'fake-indexeddb/auto';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { wrappedEncryptedStorage } from '../../../src/db/encryption/encrypted-storage';
import type { KeySource } from '../../../src/db/encryption/document-sealer';
import { plainClaimSchema, sealedClaimSchema, type ClaimDoc } from './claim-fixture';

disableWarnings();
addRxPlugin(RxDBDevModePlugin);

export type ClaimsDb = RxDatabase<{ claims: RxCollection<ClaimDoc> }>;

export function newAesKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** A claims database on Dexie (fake-indexeddb) behind the encryption wrapper, as the app builds it. */
export async function openClaimsDb(
  name: string,
  getKey: KeySource,
  options: { encrypted?: boolean; cacheSize?: number; secondTab?: boolean } = {},
): Promise<ClaimsDb> {
  const storage = wrappedValidateAjvStorage({
    storage: wrappedEncryptedStorage({
      storage: getRxStorageDexie(),
      getKey,
      ...(options.cacheSize === undefined ? {} : { cacheSize: options.cacheSize }),
    }),
  });
  // secondTab: another instance of the same database in this process, as another tab would open it.
  const db: ClaimsDb = await createRxDatabase({
    name,
    storage,
    multiInstance: options.secondTab === true,
    ignoreDuplicate: options.secondTab === true,
  });
  await db.addCollections({
    claims: { schema: options.encrypted === false ? plainClaimSchema : sealedClaimSchema },
  });
  return db;
}
