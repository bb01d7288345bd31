import type { AppDatabase } from '../app-database';
import type { ConfigCollection } from './config.collection';
import { localId } from './config.schema';
import { changeLocalRecord } from './local-record';

/**
 * Device-only record of the pulled records this device could not store (issue 11): each is
 * skipped so the rest of the pull goes on, and listed here with the reason for the data
 * inspector (Settings › Offline) until a valid version of it arrives.
 */
export const SET_ASIDE_ID = localId('set-aside');
/** The newest are kept: the list is for diagnosis, and a flood of bad rows must not grow it. */
export const SET_ASIDE_LIMIT = 100;

export interface SetAsideRecord {
  collection: string;
  id: string;
  reason: string;
  /** ISO time it was set aside (for this reason). */
  at: string;
}

export function setAsideQuery(config: ConfigCollection) {
  return config.findOne(SET_ASIDE_ID);
}

export function setAsideRecords(value: Record<string, unknown> | undefined): SetAsideRecord[] {
  const records = value?.records;
  return Array.isArray(records) ? (records as SetAsideRecord[]) : [];
}

const sameRecord = (a: { collection: string; id: string }, b: typeof a) =>
  a.collection === b.collection && a.id === b.id;

/**
 * Records what one pulled page of `collection` set aside, and clears the entries of the records
 * it stored (`storedIds`). Writes nothing when the list does not change, which is every page of a
 * healthy sync.
 */
export async function noteSetAside(
  db: AppDatabase,
  collection: string,
  setAside: Omit<SetAsideRecord, 'collection' | 'at'>[],
  storedIds: string[],
): Promise<void> {
  const current = setAsideRecords((await setAsideQuery(db.config).exec())?.value);
  const stored = new Set(storedIds);
  const clears = current.some((r) => r.collection === collection && stored.has(r.id));
  const adds = setAside.some(
    (r) => !current.some((c) => sameRecord(c, { collection, id: r.id }) && c.reason === r.reason),
  );
  if (!clears && !adds) return;
  const at = new Date().toISOString();
  await changeLocalRecord(db, SET_ASIDE_ID, (value) => {
    const added = setAside.map((r) => ({ ...r, collection, at }));
    const kept = setAsideRecords(value).filter(
      (r) =>
        !(r.collection === collection && stored.has(r.id)) && !added.some((a) => sameRecord(a, r)),
    );
    return { records: [...added, ...kept].slice(0, SET_ASIDE_LIMIT) };
  });
}
