import { useMemo } from 'react';
import type { AppDatabase } from '../../collections/app-database';
import { localId } from '../../collections/config/config.schema';
import { changeLocalRecord } from '../../collections/config/local-record';
import { useAppDatabase } from '../../collections/database.context';
import { useLiveQuery } from '../../collections/live-query.hook';

/**
 * The palette's recent picks: a device-only config record (never synced) of item key → when it was
 * last picked, so what this person opens from the palette comes first next time.
 */
const RECENT_ID = localId('palette-recent');
const MAX_RECENT = 8;

export async function rememberPick(db: AppDatabase, key: string): Promise<void> {
  const at = new Date().toISOString();
  await changeLocalRecord(db, RECENT_ID, (current) =>
    Object.fromEntries(
      Object.entries({ ...current, [key]: at } as Record<string, string>)
        .sort((a, b) => b[1].localeCompare(a[1]))
        .slice(0, MAX_RECENT),
    ),
  );
}

/** The recent picks' keys, most recent first, live. */
export function usePaletteRecent(): string[] {
  const db = useAppDatabase();
  const query = useMemo(() => (db ? db.config.findOne(RECENT_ID) : null), [db]);
  const { value } = useLiveQuery(query);
  return useMemo(
    () =>
      Object.entries((value?.value ?? {}) as Record<string, string>)
        .sort((a, b) => b[1].localeCompare(a[1]))
        .map(([key]) => key),
    [value],
  );
}
