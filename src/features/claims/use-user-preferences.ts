import { useCallback, useMemo } from 'react';
import { PREFERENCES_ID } from '../../collections/config/config.schema';
import { useAppDatabase } from '../../collections/database.context';
import { useOpenDatabase } from '../../collections/open-database.hook';
import { useLiveQuery } from '../../collections/live-query.hook';
import { readUserPreferences } from '../../collections/config/read-preferences';
import {
  updatePreferences,
  type PreferencesUpdate,
} from '../../collections/config/update-preferences';
import type { UserPreferences } from '../../domain/preferences.schema';
import { useSession } from '../../shared/services/services.context';
import { completeColumns } from './preference-columns';

/** A change given as the parts it sets, or as a function of the latest stored preferences. */
export type PreferencesChange = Partial<UserPreferences> | PreferencesUpdate;

// The claims columns completed by any the app added since they were stored.
const withAllColumns = (preferences: UserPreferences): UserPreferences => ({
  ...preferences,
  claimsColumns: completeColumns(preferences.claimsColumns),
});

/**
 * The user's view preferences, live from the local `preferences` record (so every tab follows a
 * change at once), saved through the sync queue to `PUT /users/me/preferences`.
 */
export function useUserPreferences(): {
  preferences: UserPreferences;
  loading: boolean;
  save: (change: PreferencesChange) => Promise<void>;
} {
  const db = useAppDatabase();
  const openDatabase = useOpenDatabase();
  const userId = useSession().user?.id;
  const query = useMemo(() => (db ? db.config.findOne(PREFERENCES_ID) : null), [db]);
  const { value, loading } = useLiveQuery(query);
  const preferences = useMemo(() => withAllColumns(readUserPreferences(value?.value)), [value]);
  const save = useCallback(
    async (change: PreferencesChange) => {
      const update = (latest: UserPreferences) =>
        typeof change === 'function' ? change(withAllColumns(latest)) : change;
      await updatePreferences(await openDatabase(), update, userId);
    },
    [openDatabase, userId],
  );
  return { preferences, loading, save };
}
