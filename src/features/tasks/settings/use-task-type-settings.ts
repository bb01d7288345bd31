import { useMemo } from 'react';
import { useSettingsGroupState } from '../../../collections/config/config.hooks';
import { saveSettingsGroup } from '../../../collections/config/config.mutations';
import { useTasksState } from '../../../collections/tasks/tasks.hooks';
import { hasPermission } from '../../../domain/permissions';
import type { TaskType } from '../../../domain/task-types';
import { useWriteAccess } from '../../../shared/services/use-write-access';
import { runAction } from '../../../shared/ui/report-failure';
import { usePendingValue } from '../../../shared/ui/use-pending-value';
import { usePermissions } from '../../../shared/services/use-permissions';
import { sameJson } from '../../../shared/same-json';

/**
 * The organization's task types, saved as the taskSettings group: local first (the list changes
 * at once, the save is queued, offline too), the server as authority (it refuses to drop a type
 * that tasks still hold). Counts are of the tasks this device holds: every task, for the
 * managers who may edit the types.
 */
export function useTaskTypeSettings() {
  const permissions = usePermissions();
  const ready = useWriteAccess();
  // Until the stored list is read, the defaults stand in: never offer those for editing.
  const { value, loading } = useSettingsGroupState('taskSettings');
  const { shown: types, setPending } = usePendingValue(value.types as TaskType[], sameJson);
  const { docs: tasks } = useTasksState();
  const taskCounts = useMemo(() => {
    const counts: Record<string, number> = {};
    for (const task of tasks) counts[task.type] = (counts[task.type] ?? 0) + 1;
    return counts;
  }, [tasks]);

  const save = (next: TaskType[]) => {
    setPending(next);
    runAction(async () => {
      const { db, user: me } = ready();
      try {
        await saveSettingsGroup(db, me.organization_id, 'taskSettings', { types: next }, me.id);
      } catch (error) {
        setPending(null);
        throw error;
      }
    }, 'Failed to save the task types');
  };

  // The server is the authority (DESIGN.md invariant 6); this only spares a doomed edit.
  const canEdit = hasPermission(permissions, 'manage_settings');
  return { types, loading, taskCounts, save, canEdit };
}
