import { afterEach, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import {
  ClaimsSnapshotStore,
  claimsSnapshotStore,
  type ClaimsSnapshot,
} from '../../../src/collections/claims/claims-snapshot';
import { FIRST_PAGE_SIZE } from '../../../src/collections/claims/first-page-floor';
import { removeDatabase } from '../../../src/db/current-database';
import { waitFor } from '../data/support/local-db';
import { claim } from './claim-fixtures';
import { floorKey, lowerBoundsAsked, seededClaims, stamp } from './claims-floor.fixtures';

// Issue 17: the claims screens share one decrypted, live snapshot; before the whole read is in,
// it offers the first page (the top of the same list) and the count.
afterEach(async () => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  await removeDatabase();
});

const COUNT = 150;

it('shows the first page and the count, then every claim in the same order, then follows writes', async () => {
  const db = await seededClaims('u-snapshot', COUNT, (i) => stamp((i * 37) % COUNT));
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

/** A new store on the database (as after a reload): every snapshot it passes through. */
async function readAgain(db: AppDatabase) {
  const store = new ClaimsSnapshotStore(db);
  const seen: ClaimsSnapshot[] = [];
  const stop = store.subscribe(() => seen.push(store.getSnapshot()));
  const full = await waitFor(async () => store.getSnapshot().claims);
  stop();
  return { seen, full };
}

// A descending sort walks every claim on the device in RxDB on Dexie: the next opening's first
// page reads only the claims at or after where the last whole read's first page started.
it('remembers where the first page starts and reads the next first page from there', async () => {
  const db = await seededClaims('u-snapshot', COUNT, stamp);
  const first = await readAgain(db);
  expect(sessionStorage.getItem(floorKey(db))).toBe(first.full[FIRST_PAGE_SIZE - 1]!.lastUpdated);

  // Newer claims arrive meanwhile (a pull, another tab): the first page is still the top.
  await db.claims.bulkInsert(
    Array.from({ length: 5 }, (_, i) => {
      const { deleted: _deleted, ...doc } = claim(`new-${i}`, { lastUpdated: stamp(COUNT + i) });
      return doc;
    }),
  );
  const floor = sessionStorage.getItem(floorKey(db));
  const find = vi.spyOn(db.claims, 'find');
  const again = await readAgain(db);
  expect(lowerBoundsAsked(find).filter((bound) => bound !== null)).toEqual([floor]);
  const pages = again.seen.flatMap((s) => (s.firstPage ? [s.firstPage] : []));
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages)
    expect(page.map((c) => c.id)).toEqual(again.full.slice(0, FIRST_PAGE_SIZE).map((c) => c.id));
  expect(again.full[0]!.id).toBe('new-4');
});

it('offers no first page when fewer claims than a page are at or after the remembered start', async () => {
  const db = await seededClaims('u-snapshot', COUNT, stamp);
  // Remembered before claims were removed (kept claims evicted while the app was closed): only
  // 10 claims are at or after it now.
  sessionStorage.setItem(floorKey(db), stamp(COUNT - 10));

  const again = await readAgain(db);
  expect(again.seen.every((s) => s.firstPage === null)).toBe(true);
  expect(again.full).toHaveLength(COUNT);
  expect(sessionStorage.getItem(floorKey(db))).toBe(again.full[FIRST_PAGE_SIZE - 1]!.lastUpdated);
});
