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

export function rememberFirstPageFloor(db: AppDatabase, claims: readonly Claim[]) {
  const edge = claims[FIRST_PAGE_SIZE - 1];
  try {
    if (edge) sessionStorage.setItem(floorKey(db), edge.lastUpdated);
  } catch {
    // Storage full or denied: the next first page reads every claim, as without a floor.
  }
}
