import type { AppDatabase } from '../../../src/collections/app-database';
import { newKey, openLocal } from '../data/support/local-db';
import { claim } from './claim-fixtures';

// Shared by the tests of the reads bounded by the first page's floor (the snapshot, Recent).

/** The i-th minute of a fixed day, as a claim's lastUpdated. */
export const stamp = (i: number) => new Date(Date.UTC(2026, 1, 1) + i * 60_000).toISOString();

/** Where first-page-floor.ts keeps the floor for this database. */
export const floorKey = (db: AppDatabase) => `claims-first-page-floor:${db.name}`;

/** A fresh local database holding claims c-0 … c-(count-1), c-i last updated at `at(i)`. */
export async function seededClaims(name: string, count: number, at: (i: number) => string) {
  const db = await openLocal(name, await newKey());
  await db.claims.bulkInsert(
    Array.from({ length: count }, (_, i) => {
      const { deleted: _deleted, ...doc } = claim(`c-${i}`, { lastUpdated: at(i) });
      return doc;
    }),
  );
  return db;
}

type FloorQuery = { selector?: { lastUpdated?: { $gte?: string } } };

/** For each claims query asked through a spied `find`, its lower bound on lastUpdated, or null. */
export const lowerBoundsAsked = (find: { mock: { calls: unknown[][] } }) =>
  find.mock.calls.map(
    ([query]) => (query as FloorQuery | undefined)?.selector?.lastUpdated?.$gte ?? null,
  );
