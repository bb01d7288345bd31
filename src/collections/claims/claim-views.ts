import type { AppDatabase } from '../app-database';
import { localId } from '../config/config.schema';
import { changeLocalRecord } from '../config/local-record';

/**
 * When each claim was last opened on this device: a device-only config record (never pulled or
 * pushed), so `claimsToStore` can keep the claims this user actually works on. A temp- id in it is
 * replaced by the server id with the rest (replication/outbox/remap-temp-id.ts).
 */
export const VIEWED_CLAIMS_ID = localId('recent-claims');

// Enough history to rank far more claims than any claimsToStore value a device would keep.
const MAX_REMEMBERED = 1_000;

export type ClaimViews = Record<string, string>;

export async function readClaimViews(db: AppDatabase): Promise<ClaimViews> {
  const doc = await db.config.findOne(VIEWED_CLAIMS_ID).exec();
  return (doc?.value ?? {}) as ClaimViews;
}

/** Called when a claim is opened (claim details page). */
export async function markClaimViewed(db: AppDatabase, claimId: string): Promise<void> {
  const now = new Date().toISOString();
  await changeLocalRecord(db, VIEWED_CLAIMS_ID, (current) =>
    trimmed({ ...(current as ClaimViews), [claimId]: now }),
  );
}

function trimmed(views: ClaimViews): ClaimViews {
  const entries = Object.entries(views);
  if (entries.length <= MAX_REMEMBERED) return views;
  entries.sort((a, b) => b[1].localeCompare(a[1]));
  return Object.fromEntries(entries.slice(0, MAX_REMEMBERED));
}
