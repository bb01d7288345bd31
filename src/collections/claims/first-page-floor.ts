import { filter, map, of, startWith, Subject, take, type Observable } from 'rxjs';
import type { Claim } from '../../domain/claim.schema';
import type { AppDatabase } from '../app-database';

/** Enough rows to fill a tall window, read (and decrypted) before the rest. */
export const FIRST_PAGE_SIZE = 60;

/**
 * Where the first page started at the last whole read on this device: the lastUpdated of the
 * FIRST_PAGE_SIZE-th newest claim. A claim only gets newer, so at the next opening (a reload) at
 * least that many claims are at or after it, and a query for the newest claims reads only those.
 * When fewer are (claims removed since, a clock moved back), its answer is not provably the top of
 * the list, and the reader falls back. Kept in sessionStorage: a reload of the tab finds it, the
 * logout wipe clears it with the rest, and nothing names the user after them.
 */
const floorKey = (db: AppDatabase) => `claims-first-page-floor:${db.name}`;

export function readFirstPageFloor(db: AppDatabase): string | null {
  try {
    return sessionStorage.getItem(floorKey(db));
  } catch {
    return null;
  }
}

const remembered = new Subject<{ name: string; floor: string }>();

export function rememberFirstPageFloor(db: AppDatabase, claims: readonly Claim[]) {
  const edge = claims[FIRST_PAGE_SIZE - 1];
  if (!edge) return;
  try {
    sessionStorage.setItem(floorKey(db), edge.lastUpdated);
  } catch {
    // Storage full or denied: the next first page reads every claim, as without a floor.
  }
  remembered.next({ name: db.name, floor: edge.lastUpdated });
}

/**
 * The floor now (null when this tab has none), then, if it had none, the first one a whole read
 * remembers: a reader mounted before any whole read (the context bar after login) can then
 * narrow its query once. Later floors are not sent: the first one stays a valid bound.
 */
export function firstPageFloorOnce(db: AppDatabase): Observable<string | null> {
  const now = readFirstPageFloor(db);
  if (now !== null) return of(now);
  return remembered.pipe(
    filter((event) => event.name === db.name),
    map((event) => event.floor),
    take(1),
    startWith(null),
  );
}
