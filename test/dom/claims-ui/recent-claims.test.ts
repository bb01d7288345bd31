import { afterEach, expect, it, vi } from 'vitest';
import type { RxDocument } from 'rxdb';
import { firstValueFrom, filter } from 'rxjs';
import type { ClaimDocType } from '../../../src/collections/claims/claims.schema';
import type { Claim } from '../../../src/domain/claim.schema';
import { liveRecentClaims } from '../../../src/collections/claims/recent-claims';
import {
  FIRST_PAGE_SIZE,
  rememberFirstPageFloor,
} from '../../../src/collections/claims/first-page-floor';
import { removeDatabase } from '../../../src/db/current-database';
import { floorKey, lowerBoundsAsked, seededClaims, stamp } from './claims-floor.fixtures';

// Issue 17: "Recent" (the context bar on every screen) read every claim on the device, as the
// first page did, for its 5 rows. It now reads from the first page's floor when that proves them.
afterEach(async () => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  await removeDatabase();
});

const COUNT = 80;
const LIMIT = 5;
const ids = (docs: RxDocument<ClaimDocType>[]) => docs.map((doc) => doc.id);
const newest = (from: number) => Array.from({ length: LIMIT }, (_, i) => `c-${from - i}`);

/** Whether each claims query asked had a lower bound on lastUpdated. */
const bounded = (find: Parameters<typeof lowerBoundsAsked>[0]) =>
  lowerBoundsAsked(find).map((bound) => bound !== null);

const seeded = () => seededClaims('u-recent', COUNT, stamp);

it('reads only the claims at or after the floor when they are enough, and follows writes', async () => {
  const db = await seeded();
  sessionStorage.setItem(floorKey(db), stamp(COUNT - 20));
  const find = vi.spyOn(db.claims, 'find');
  const recent$ = liveRecentClaims(db, LIMIT);
  expect(ids(await firstValueFrom(recent$))).toEqual(newest(COUNT - 1));
  expect(bounded(find)).toEqual([true]);

  // A claim changed here or pulled moves to the top.
  const shown = firstValueFrom(recent$.pipe(filter((docs) => docs[0]?.id === 'c-3')));
  await db.claims.findOne('c-3').incrementalPatch({ lastUpdated: stamp(COUNT + 1) });
  expect(ids(await shown)).toEqual(['c-3', ...newest(COUNT - 1).slice(0, LIMIT - 1)]);
});

it('falls back to every claim when fewer than the limit are at or after the floor', async () => {
  const db = await seeded();
  // Remembered before claims were removed: only 2 are at or after it now.
  sessionStorage.setItem(floorKey(db), stamp(COUNT - 2));
  expect(ids(await firstValueFrom(liveRecentClaims(db, LIMIT)))).toEqual(newest(COUNT - 1));

  // Still the true newest after the newest are removed below the floor's count.
  sessionStorage.setItem(floorKey(db), stamp(COUNT - 6));
  const recent$ = liveRecentClaims(db, LIMIT);
  expect(ids(await firstValueFrom(recent$))).toEqual(newest(COUNT - 1));
  const shown = firstValueFrom(recent$.pipe(filter((docs) => docs[0]?.id === `c-${COUNT - 3}`)));
  await db.claims.bulkRemove([`c-${COUNT - 1}`, `c-${COUNT - 2}`]);
  expect(ids(await shown)).toEqual(newest(COUNT - 3));
});

it('without a floor (no whole read in this tab yet) reads every claim, then narrows once one is remembered', async () => {
  const db = await seeded();
  const find = vi.spyOn(db.claims, 'find');
  const seen: string[][] = [];
  const subscription = liveRecentClaims(db, LIMIT).subscribe((docs) => seen.push(ids(docs)));
  await vi.waitFor(() => expect(seen.at(-1)).toEqual(newest(COUNT - 1)));
  expect(bounded(find)).toEqual([false]);

  // The dashboard or the list reads every claim (newest first) and remembers where its first
  // page starts: Recent, mounted before, now reads from there.
  const all = (await db.claims.find({ sort: [{ lastUpdated: 'desc' }] }).exec()).map(
    (doc) => doc.toJSON() as unknown as Claim,
  );
  rememberFirstPageFloor(db, all);
  expect(sessionStorage.getItem(floorKey(db))).toBe(all[FIRST_PAGE_SIZE - 1]!.lastUpdated);
  await vi.waitFor(() => expect(bounded(find)).toEqual([false, false, true]));
  expect(seen.at(-1)).toEqual(newest(COUNT - 1));
  subscription.unsubscribe();
});
