import { useCallback, useMemo } from 'react';
import { PREFERENCES_ID } from '../../collections/config/config.schema';
import { savePreferencesPart } from '../../collections/config/config.mutations';
import { useAppDatabase } from '../../collections/database.context';
import { useOpenDatabase } from '../../collections/open-database.hook';
import { useLiveQuery } from '../../collections/live-query.hook';
import { effectiveLayout } from '../../domain/dashboard-layout';
import { dashboardLayoutSchema, type DashboardLayout } from '../../domain/dashboard-layout.schema';
import { useSession } from '../../shared/services/services.context';
import { usePermissions } from '../../shared/services/use-permissions';
import { runAction } from '../../shared/ui/report-failure';

const storedLayout = dashboardLayoutSchema.nullable().catch(null);

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
  const layout = useMemo(() => effectiveLayout(stored, permissions ?? []), [stored, permissions]);
  const save = useCallback(
    (next: DashboardLayout | null) => {
      runAction(
        async () => savePreferencesPart(await openDatabase(), 'dashboard', next, userId),
        'The dashboard layout could not be saved',
      );
    },
    [openDatabase, userId],
  );
  return {
    layout,
    permissions: permissions ?? [],
    customized: stored !== null,
    loading: !db || loading,
    save,
    reset: useCallback(() => save(null), [save]),
  };
}
