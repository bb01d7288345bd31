import { useMemo } from 'react';
import { defaultSettings, type SettingsGroup } from '../../domain/settings.defaults';
import { useAppDatabase } from '../database.context';
import { useLiveQuery } from '../live-query.hook';
import { settingsId } from './config.schema';
import { initialSyncDoneQuery } from './initial-sync';

type Defaults = ReturnType<typeof defaultSettings>;

/**
 * A settings group, live, whether the stored record was read yet (defaults until then), and
 * whether this device holds the organization's record at all (not before the first pull).
 */
export function useSettingsGroupState<G extends SettingsGroup>(
  group: G,
): { value: Defaults[G]; loading: boolean; stored: boolean } {
  const db = useAppDatabase();
  const query = useMemo(() => (db ? db.config.findOne(settingsId(group)) : null), [db, group]);
  const { value, loading } = useLiveQuery(query);
  const merged = useMemo(
    () => ({ ...defaultSettings('')[group], ...(value?.value ?? {}) }) as Defaults[G],
    [group, value],
  );
  return { value: merged, loading: loading || db === null, stored: value != null };
}

/** One settings group, live; the SPEC 9 defaults until the organization's has been pulled. */
export function useSettingsGroup<G extends SettingsGroup>(group: G): Defaults[G] {
  return useSettingsGroupState(group).value;
}

/** Whether this device's first pull completed (false while the database is still opening). */
export function useInitialSyncDone(): boolean {
  const db = useAppDatabase();
  const query = useMemo(() => (db ? initialSyncDoneQuery(db.config) : null), [db]);
  return useLiveQuery(query).value != null;
}
