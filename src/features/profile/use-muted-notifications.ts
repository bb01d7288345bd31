import { useCallback, useMemo } from 'react';
import { PREFERENCES_ID } from '../../collections/config/config.schema';
import { readUserPreferences } from '../../collections/config/read-preferences';
import { updatePreferences } from '../../collections/config/update-preferences';
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
      // From the latest record, in turn: two quick switches must not undo each other.
      await updatePreferences(
        await openDatabase(),
        (latest) => {
          const others = latest.mutedNotifications.filter((t) => t !== type);
          return { mutedNotifications: mute ? [...others, type] : others };
        },
        userId,
      );
    },
    [openDatabase, userId],
  );
  return { muted, loading: loading || db === null, setMuted };
}
