import type { AppDatabase } from '../app-database';
import { localId } from './config.schema';
import { changeLocalRecord } from './local-record';

/**
 * Device-only record of the permissions this device's pulled data was read under (issue 15).
 * The checkpoint pulls only send rows changed since their checkpoint, so when the permissions
 * change the pull reads everything again once (src/replication/pull/access-change.ts) and then
 * records the new ones here. Absent on a device that never recorded them: they are recorded
 * without a re-read, as the data was pulled under the permissions of the moment.
 */
export const PULL_ACCESS_ID = localId('pull-access');

/** One string for a set of permissions: order and repeats do not matter. */
export function accessKeyOf(permissions: readonly string[]): string {
  return [...new Set(permissions)].sort().join(' ');
}

export async function readPullAccess(db: AppDatabase): Promise<string | null> {
  const key = (await db.config.findOne(PULL_ACCESS_ID).exec())?.value?.key;
  return typeof key === 'string' ? key : null;
}

export function writePullAccess(db: AppDatabase, key: string): Promise<void> {
  return changeLocalRecord(db, PULL_ACCESS_ID, () => ({ key }));
}
