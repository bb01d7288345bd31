import { afterEach, expect, it } from 'vitest';
import {
  claimsSnapshotStore,
  FIRST_PAGE_SIZE,
  type ClaimsSnapshot,
} from '../../../src/collections/claims/claims-snapshot';
import { removeDatabase } from '../../../src/db/current-database';
import { newKey, openLocal, waitFor } from '../data/support/local-db';
import { claim } from './claim-fixtures';

// Issue 17: the claims screens share one decrypted, live snapshot; before the whole read is in,
// it offers the first page (the top of the same list) and the count.
afterEach(() => removeDatabase());

const COUNT = 150;
const stamp = (i: number) => new Date(Date.UTC(2026, 1, 1) + i * 60_000).toISOString();

it('shows the first page and the count, then every claim in the same order, then follows writes', async () => {
  const db = await openLocal('u-snapshot', await newKey());
  await db.claims.bulkInsert(
    Array.from({ length: COUNT }, (_, i) => {
      const { deleted: _deleted, ...doc } = claim(`c-${i}`, {
        lastUpdated: stamp((i * 37) % COUNT),
      });
      return doc;
    }),
  );
  const store = claimsSnapshotStore(db);
  expect(claimsSnapshotStore(db)).toBe(store);
  const seen: ClaimsSnapshot[] = [];
  const stop = store.subscribe(() => seen.push(store.getSnapshot()));
  const full = await waitFor(async () => store.getSnapshot().claims);

  const expected = [...full].sort((a, b) => b.lastUpdated.localeCompare(a.lastUpdated));
  expect(full.map((c) => c.id)).toEqual(expected.map((c) => c.id));
  expect(full).toHaveLength(COUNT);
  expect(full.every((c) => c.deleted === false)).toBe(true);
  // The small reads were asked first, so they answer before the whole one.
  const earlier = seen.filter((s) => s.claims === null);
  expect(earlier.some((s) => s.firstPage !== null && s.total !== null)).toBe(true);
  for (const early of earlier) {
    if (early.firstPage) {
      expect(early.firstPage.map((c) => c.id)).toEqual(
        full.slice(0, FIRST_PAGE_SIZE).map((c) => c.id),
      );
    }
    if (early.total !== null) expect(early.total).toBe(COUNT);
  }
  expect(store.getSnapshot().firstPage).toBeNull();

  // A write (here, or from another tab) moves that claim up; the others keep their objects.
  const moved = full[COUNT - 1]!;
  await db.claims.findOne(moved.id).incrementalPatch({ lastUpdated: stamp(COUNT + 1) });
  const after = await waitFor(async () => {
    const claims = store.getSnapshot().claims;
    return claims?.[0]?.id === moved.id ? claims : null;
  });
  expect(after).toHaveLength(COUNT);
  expect(after.slice(1)).toEqual(full.slice(0, COUNT - 1));
  expect(after.slice(1).every((c, i) => c === full[i])).toBe(true);
  stop();
});
