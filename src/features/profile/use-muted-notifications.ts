import { useCallback, useMemo } from 'react';
import { savePreferencesPart } from '../../collections/config/config.mutations';
import { PREFERENCES_ID } from '../../collections/config/config.schema';
import { readUserPreferences } from '../../collections/config/read-preferences';
import { useAppDatabase } from '../../collections/database.context';
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
  const userId = useSession().user?.id;
  const query = useMemo(() => (db ? db.config.findOne(PREFERENCES_ID) : null), [db]);
  const { value, loading } = useLiveQuery(query);
  const muted = useMemo(() => readUserPreferences(value?.value).mutedNotifications, [value]);
  const setMuted = useCallback(
    async (type: NotificationType, mute: boolean) => {
      if (!db) return;
      // The latest record, not the rendered one: two quick switches must not undo each other.
      const latest = readUserPreferences((await db.config.findOne(PREFERENCES_ID).exec())?.value);
      const others = latest.mutedNotifications.filter((t) => t !== type);
      await savePreferencesPart(
        db,
        'mutedNotifications',
        mute ? [...others, type] : others,
        userId,
      );
    },
    [db, userId],
  );
  return { muted, loading: loading || db === null, setMuted };
}
