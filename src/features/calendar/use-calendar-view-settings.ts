import { useSettingsGroupState } from '../../collections/config/config.hooks';
import { saveSettingsGroup } from '../../collections/config/config.mutations';
import { hasPermission } from '../../domain/permissions';
import { useWriteAccess } from '../../shared/services/use-write-access';
import { runAction } from '../../shared/ui/report-failure';
import type { CalendarSettings } from './calendar-settings-values';
import { usePermissions } from '../../shared/services/use-permissions';

/**
 * The organization's `calendar` settings group: saved local first (the calendar follows at once,
 * the save is queued, offline too), the server as authority.
 */
export function useCalendarViewSettings() {
  const permissions = usePermissions();
  const ready = useWriteAccess();
  const { value, loading } = useSettingsGroupState('calendar');
  const save = (next: CalendarSettings, onSaved: () => void) =>
    runAction(async () => {
      const { db, user: me } = ready();
      await saveSettingsGroup(db, me.organization_id, 'calendar', { ...next }, me.id);
      onSaved();
    }, 'Failed to save the calendar settings');
  // The server is the authority (DESIGN.md invariant 6); this only spares a doomed edit.
  const canEdit = hasPermission(permissions, 'manage_settings');
  return { settings: value as CalendarSettings, loading, save, canEdit };
}
