import { createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedEncryptedStorage } from '../../src/db/encryption/encrypted-storage';
import {
  makeClaim,
  plainClaimSchema,
  sealedClaimSchema,
  type ClaimDoc,
} from '../../test/dom/encryption/claim-fixture';

export type Variant = 'plain' | 'encrypted';
export type BenchDb = RxDatabase<{ claims: RxCollection<ClaimDoc> }>;

/** The same collection with and without the wrapper: only the schema's `encrypted` list differs. */
export async function openBenchDb(
  name: string,
  variant: Variant,
  key: CryptoKey,
): Promise<BenchDb> {
  const storage = wrappedEncryptedStorage({ storage: getRxStorageDexie(), getKey: () => key });
  const db: BenchDb = await createRxDatabase({ name, storage, multiInstance: false });
  await db.addCollections({
    claims: { schema: variant === 'encrypted' ? sealedClaimSchema : plainClaimSchema },
  });
  return db;
}

export function claimsRange(from: number, count: number): ClaimDoc[] {
  return Array.from({ length: count }, (_, i) => makeClaim(from + i));
}

export async function fill(db: BenchDb, total: number): Promise<void> {
  for (let from = 0; from < total; from += 1000) {
    await db.claims.bulkInsert(claimsRange(from, Math.min(1000, total - from)));
  }
}
