import type { AppDatabase } from '../app-database';
import { localId } from '../config/config.schema';

/**
 * The claims this device evicted and does not hold (device-only record): their notes,
 * conversations and tasks arriving later are dropped too, and they are read back when the
 * settings keep every claim again.
 */
export const EVICTED_CLAIMS_ID = localId('evicted-claims');

export async function readEvictedClaims(db: AppDatabase): Promise<string[]> {
  const doc = await db.config.findOne(EVICTED_CLAIMS_ID).exec();
  const ids = (doc?.value as { ids?: unknown } | undefined)?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export async function writeEvictedClaims(db: AppDatabase, ids: string[]): Promise<void> {
  const now = new Date().toISOString();
  await db.config.upsert({
    id: EVICTED_CLAIMS_ID,
    kind: 'local',
    value: { ids: [...new Set(ids)] },
    version: 0,
    updatedAt: now,
  });
}
