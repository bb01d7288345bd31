import { useCallback, useMemo } from 'react';
import { savePreferences } from '../../collections/config/config.mutations';
import { PREFERENCES_ID } from '../../collections/config/config.schema';
import { useAppDatabase } from '../../collections/database.context';
import { useLiveQuery } from '../../collections/live-query.hook';
import {
  defaultUserPreferences,
  userPreferencesSchema,
  type UserPreferences,
} from '../../domain/preferences.schema';
import { useSession } from '../../shared/services/services.context';
import { completeColumns } from './preference-columns';

/** Each stored part that still validates; anything else falls back to its default. */
function readPreferences(stored: Record<string, unknown> | undefined): UserPreferences {
  const defaults = defaultUserPreferences();
  const shape = userPreferencesSchema.shape;
  const part = <K extends keyof UserPreferences>(key: K): UserPreferences[K] => {
    const parsed = shape[key].safeParse(stored?.[key]);
    return parsed.success ? (parsed.data as UserPreferences[K]) : defaults[key];
  };
  return {
    claimsView: part('claimsView'),
    claimsColumns: completeColumns(part('claimsColumns')),
    kanbanFields: part('kanbanFields'),
    savedViews: part('savedViews'),
    dashboard: part('dashboard'),
  };
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
  const userId = useSession().user?.id;
  const query = useMemo(() => (db ? db.config.findOne(PREFERENCES_ID) : null), [db]);
  const { value, loading } = useLiveQuery(query);
  const preferences = useMemo(() => readPreferences(value?.value), [value]);
  const save = useCallback(
    async (patch: Partial<UserPreferences>) => {
      if (!db) return;
      // Read the latest record, not the rendered one, so quick successive saves do not undo each other.
      const latest = await db.config.findOne(PREFERENCES_ID).exec();
      const next = userPreferencesSchema.parse({ ...readPreferences(latest?.value), ...patch });
      await savePreferences(db, next, userId);
    },
    [db, userId],
  );
  return { preferences, loading, save };
}
