import { createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { plainClaimSchema, type ClaimDoc } from '../../test/dom/encryption/claim-fixture';

/** The plain baselines' database: claims in unencrypted RxDB on Dexie, no wrapper, no app. */
export type PlainClaimsDb = RxDatabase<{ claims: RxCollection<ClaimDoc> }>;

export async function openPlainClaims(name: string): Promise<PlainClaimsDb> {
  const db: PlainClaimsDb = await createRxDatabase({
    name,
    storage: getRxStorageDexie(),
    multiInstance: false,
  });
  await db.addCollections({ claims: { schema: plainClaimSchema } });
  return db;
}
