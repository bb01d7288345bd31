import { useCallback, useMemo } from 'react';
import type { AppDatabase } from '../../collections/app-database';
import { savePreferences } from '../../collections/config/config.mutations';
import { PREFERENCES_ID } from '../../collections/config/config.schema';
import { useAppDatabase } from '../../collections/database.context';
import { useOpenDatabase } from '../../collections/open-database.hook';
import { useLiveQuery } from '../../collections/live-query.hook';
import { readUserPreferences } from '../../collections/config/read-preferences';
import { userPreferencesSchema, type UserPreferences } from '../../domain/preferences.schema';
import { useSession } from '../../shared/services/services.context';
import { completeColumns } from './preference-columns';

/** A change given as the parts it sets, or as a function of the latest stored preferences. */
export type PreferencesChange =
  Partial<UserPreferences> | ((latest: UserPreferences) => Partial<UserPreferences>);

/** The stored preferences, with the claims columns completed by any the app added since. */
function readPreferences(stored: Record<string, unknown> | undefined): UserPreferences {
  const preferences = readUserPreferences(stored);
  return { ...preferences, claimsColumns: completeColumns(preferences.claimsColumns) };
}

// One chain per database: a save reads the record only after the save before it has written it,
// so two quick clicks (hide a column, then move another) both survive.
const saving = new WeakMap<AppDatabase, Promise<unknown>>();

function inTurn(db: AppDatabase, task: () => Promise<void>): Promise<void> {
  const run = (saving.get(db) ?? Promise.resolve()).catch(() => undefined).then(task);
  saving.set(db, run);
  return run;
}

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
  const preferences = useMemo(() => readPreferences(value?.value), [value]);
  const save = useCallback(
    async (change: PreferencesChange) => {
      const open = await openDatabase();
      await inTurn(open, async () => {
        // The latest record, not the rendered one: the screen may not show the last save yet.
        const latest = readPreferences((await open.config.findOne(PREFERENCES_ID).exec())?.value);
        const patch = typeof change === 'function' ? change(latest) : change;
        await savePreferences(open, userPreferencesSchema.parse({ ...latest, ...patch }), userId);
      });
    },
    [openDatabase, userId],
  );
  return { preferences, loading, save };
}
