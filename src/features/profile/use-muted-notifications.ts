import { useCallback, useMemo } from 'react';
import { savePreferencesPart } from '../../collections/config/config.mutations';
import { PREFERENCES_ID } from '../../collections/config/config.schema';
import { readUserPreferences } from '../../collections/config/read-preferences';
import { useAppDatabase } from '../../collections/database.context';
import { useOpenDatabase } from '../../collections/open-database.hook';
import { useLiveQuery } from '../../collections/live-query.hook';
import type { NotificationType } from '../../domain/notification-types';
import { useSession } from '../../shared/services/services.context';

/**
 * The notification types the user turned off, live from their preferences record, saved through
 * the sync queue like every preference (offline too); the server reads them when it raises one.
 */
export function useMutedNotifications(): {
  muted: readonly NotificationType[];
  loading: boolean;
  setMuted: (type: NotificationType, muted: boolean) => Promise<void>;
} {
  const db = useAppDatabase();
  const openDatabase = useOpenDatabase();
  const userId = useSession().user?.id;
  const query = useMemo(() => (db ? db.config.findOne(PREFERENCES_ID) : null), [db]);
  const { value, loading } = useLiveQuery(query);
  const muted = useMemo(() => readUserPreferences(value?.value).mutedNotifications, [value]);
  const setMuted = useCallback(
    async (type: NotificationType, mute: boolean) => {
      const open = await openDatabase();
      // The latest record, not the rendered one: two quick switches must not undo each other.
      const latest = readUserPreferences((await open.config.findOne(PREFERENCES_ID).exec())?.value);
      const others = latest.mutedNotifications.filter((t) => t !== type);
      await savePreferencesPart(
        open,
        'mutedNotifications',
        mute ? [...others, type] : others,
        userId,
      );
    },
    [openDatabase, userId],
  );
  return { muted, loading: loading || db === null, setMuted };
}
