import { useCallback, useMemo } from 'react';
import { savePreferencesPart } from '../../collections/config/config.mutations';
import { PREFERENCES_ID } from '../../collections/config/config.schema';
import { useAppDatabase } from '../../collections/database.context';
import { useOpenDatabase } from '../../collections/open-database.hook';
import { useLiveQuery } from '../../collections/live-query.hook';
import { readAppearance, type Appearance } from '../../domain/appearance.schema';
import { useSession } from '../../shared/services/services.context';

/**
 * The user's appearance, live from the synced `preferences` record (another tab or device changes
 * it at once); `stored` is false until the user's record holds one (nothing to apply yet: the
 * device copy stays). Saved through the sync queue, offline too, once the database is open.
 */
export function useAppearance(): {
  appearance: Appearance;
  stored: boolean;
  save: (appearance: Appearance) => Promise<void>;
} {
  const db = useAppDatabase();
  const openDatabase = useOpenDatabase();
  const userId = useSession().user?.id;
  const query = useMemo(() => (db ? db.config.findOne(PREFERENCES_ID) : null), [db]);
  const { value } = useLiveQuery(query);
  const stored = value?.value.appearance;
  const appearance = useMemo(() => readAppearance(stored), [stored]);
  const save = useCallback(
    async (next: Appearance) => {
      await savePreferencesPart(await openDatabase(), 'appearance', next, userId);
    },
    [openDatabase, userId],
  );
  return { appearance, stored: stored !== undefined, save };
}
