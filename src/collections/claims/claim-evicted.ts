import type { AppDatabase } from '../app-database';
import { localId } from '../config/config.schema';

/**
 * The claims whose details this device does not keep (device-only record): the claim itself stays
 * in the list, but its conversations and notes were dropped, those arriving later are dropped too,
 * and they are read back when the claim is opened online or the settings keep every claim again.
 */
export const EVICTED_CLAIMS_ID = localId('evicted-claims');

/** The ids in the record's value (an absent or malformed record holds none). */
export function evictedIdsOf(value: unknown): string[] {
  const ids = (value as { ids?: unknown } | undefined)?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export async function readEvictedClaims(db: AppDatabase): Promise<string[]> {
  return (await readEvictedRecord(db)).ids;
}

/**
 * The marked ids, and whether the record was written by a device that keeps every claim listed
 * (`listed`): before, evicting removed the claim itself, and those claims are read back once
 * (refill-claims.ts). One read of the record for both.
 */
export async function readEvictedRecord(
  db: AppDatabase,
): Promise<{ ids: string[]; listed: boolean }> {
  const value = (await db.config.findOne(EVICTED_CLAIMS_ID).exec())?.value;
  return {
    ids: evictedIdsOf(value),
    listed: !value || (value as { listed?: unknown }).listed === true,
  };
}

/** The claim's details are back on this device (read from the server). */
export async function forgetEvictedClaim(db: AppDatabase, id: string): Promise<void> {
  const ids = await readEvictedClaims(db);
  if (ids.includes(id))
    await writeEvictedClaims(
      db,
      ids.filter((other) => other !== id),
    );
}

export async function writeEvictedClaims(db: AppDatabase, ids: string[]): Promise<void> {
  const now = new Date().toISOString();
  await db.config.upsert({
    id: EVICTED_CLAIMS_ID,
    kind: 'local',
    value: { ids: [...new Set(ids)], listed: true },
    version: 0,
    updatedAt: now,
  });
}
