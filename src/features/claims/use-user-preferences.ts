import { useCallback, useMemo } from 'react';
import { savePreferences } from '../../collections/config/config.mutations';
import { PREFERENCES_ID } from '../../collections/config/config.schema';
import { useAppDatabase } from '../../collections/database.context';
import { useOpenDatabase } from '../../collections/open-database.hook';
import { useLiveQuery } from '../../collections/live-query.hook';
import { readUserPreferences } from '../../collections/config/read-preferences';
import { userPreferencesSchema, type UserPreferences } from '../../domain/preferences.schema';
import { useSession } from '../../shared/services/services.context';
import { completeColumns } from './preference-columns';

/** The stored preferences, with the claims columns completed by any the app added since. */
function readPreferences(stored: Record<string, unknown> | undefined): UserPreferences {
  const preferences = readUserPreferences(stored);
  return { ...preferences, claimsColumns: completeColumns(preferences.claimsColumns) };
}

/**
 * The user's view preferences, live from the local `preferences` record (so every tab follows a
 * change at once), saved through the sync queue to `PUT /users/me/preferences`.
 */
export function useUserPreferences(): {
  preferences: UserPreferences;
  loading: boolean;
  save: (patch: Partial<UserPreferences>) => Promise<void>;
} {
  const db = useAppDatabase();
  const openDatabase = useOpenDatabase();
  const userId = useSession().user?.id;
  const query = useMemo(() => (db ? db.config.findOne(PREFERENCES_ID) : null), [db]);
  const { value, loading } = useLiveQuery(query);
  const preferences = useMemo(() => readPreferences(value?.value), [value]);
  const save = useCallback(
    async (patch: Partial<UserPreferences>) => {
      const open = await openDatabase();
      // Read the latest record, not the rendered one, so quick successive saves do not undo each other.
      const latest = await open.config.findOne(PREFERENCES_ID).exec();
      const next = userPreferencesSchema.parse({ ...readPreferences(latest?.value), ...patch });
      await savePreferences(open, next, userId);
    },
    [openDatabase, userId],
  );
  return { preferences, loading, save };
}
