import type { AppDatabase } from '../app-database';
import { localId } from '../config/config.schema';

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
  const doc = await db.config.insertIfNotExists({
    id: VIEWED_CLAIMS_ID,
    kind: 'local',
    value: {},
    version: 0,
    updatedAt: now,
  });
  await doc.incrementalModify((current) => ({
    ...current,
    value: trimmed({ ...(current.value as ClaimViews), [claimId]: now }),
    updatedAt: now,
  }));
}

function trimmed(views: ClaimViews): ClaimViews {
  const entries = Object.entries(views);
  if (entries.length <= MAX_REMEMBERED) return views;
  entries.sort((a, b) => b[1].localeCompare(a[1]));
  return Object.fromEntries(entries.slice(0, MAX_REMEMBERED));
}
