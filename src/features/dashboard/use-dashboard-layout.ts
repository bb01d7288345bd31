import { useCallback, useMemo } from 'react';
import { PREFERENCES_ID } from '../../collections/config/config.schema';
import { useAppDatabase } from '../../collections/database.context';
import { useOpenDatabase } from '../../collections/open-database.hook';
import { useLiveQuery } from '../../collections/live-query.hook';
import { updatePreferences } from '../../collections/config/update-preferences';
import { effectiveLayout } from '../../domain/dashboard-layout';
import { dashboardLayoutSchema, type DashboardLayout } from '../../domain/dashboard-layout.schema';
import type { UserPreferences } from '../../domain/preferences.schema';
import { useSession } from '../../shared/services/services.context';
import { usePermissions } from '../../shared/services/use-permissions';
import { runAction } from '../../shared/ui/report-failure';

const storedLayout = dashboardLayoutSchema.nullable().catch(null);

/** A change of the layout shown (null: back to the role's default). */
type LayoutUpdate = (latest: DashboardLayout) => DashboardLayout | null;

/**
 * The user's dashboard layout, live from the synced preferences record (every tab and, through
 * the server, every device), or their role's default while they never customized. Each change is
 * saved through the sync queue at once, offline too; Reset stores "no layout" so the role's
 * default applies again (and follows a later change of role).
 */
export function useDashboardLayout() {
  const db = useAppDatabase();
  const openDatabase = useOpenDatabase();
  const userId = useSession().user?.id;
  const permissions = usePermissions();
  const query = useMemo(() => (db ? db.config.findOne(PREFERENCES_ID) : null), [db]);
  const { value, loading } = useLiveQuery(query);
  const stored = useMemo(() => storedLayout.parse(value?.value?.dashboard ?? null), [value]);
  const granted = useMemo(() => permissions ?? [], [permissions]);
  const layout = useMemo(() => effectiveLayout(stored, granted), [stored, granted]);
  const save = useCallback(
    (update: LayoutUpdate) => {
      const change = (latest: UserPreferences) => ({
        dashboard: update(effectiveLayout(storedLayout.parse(latest.dashboard ?? null), granted)),
      });
      runAction(
        async () => updatePreferences(await openDatabase(), change, userId),
        'The dashboard layout could not be saved',
      );
    },
    [openDatabase, userId, granted],
  );
  return {
    layout,
    permissions: granted,
    customized: stored !== null,
    loading: !db || loading,
    save,
    reset: useCallback(() => save(() => null), [save]),
  };
}
