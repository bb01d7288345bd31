import { useMemo } from 'react';
import { useClaims } from '../../collections/claims/claims.hooks';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import { useUsers } from '../../collections/users/users.hooks';
import { fullName } from '../../domain/person-name';
import { canAssignToOthers } from '../../domain/task-access';
import { activeTaskTypes, taskTypeOf, type TaskType } from '../../domain/task-types';
import { useSession } from '../services/services.context';
import type { TaskFormOptions } from '../ui/tasks/task-form';
import { usePermissions } from '../services/use-permissions';

/** The organization's task types, live (the defaults until its settings are pulled). */
export function useTaskTypes(): TaskType[] {
  return useSettingsGroup('taskSettings').types as TaskType[];
}

/**
 * What the task form offers: the types still offered (plus the task's own if retired), the
 * people the user may assign to (anyone for managers, else themselves, plus whoever it is now),
 * and the claims this device holds, by number and client.
 */
export function useTaskFormOptions(current?: { type?: string; assignedTo?: string | null }) {
  const { user } = useSession();
  const permissions = usePermissions();
  const types = useTaskTypes();
  const { users } = useUsers();
  const { claims } = useClaims();
  const currentType = current?.type;
  const currentAssignee = current?.assignedTo ?? null;
  return useMemo((): TaskFormOptions => {
    const offered = activeTaskTypes(types);
    const own = currentType ? taskTypeOf(types, currentType) : null;
    const typeChoices = [...offered, ...(own && own.retired ? [own] : [])].map((t) => ({
      value: t.id,
      label: t.retired ? `${t.name} (retired)` : t.name,
    }));
    const anyone = canAssignToOthers(permissions);
    const assignees = users
      .filter((u) => u.isActive || u.id === currentAssignee)
      .filter((u) => anyone || u.id === user?.id || u.id === currentAssignee)
      .map((u) => ({ value: u.id, label: fullName(u) }));
    const claimChoices = claims.map((c) => ({
      value: c.id,
      label: [c.claimNumber || 'New claim', c.clientName].filter(Boolean).join(' · '),
    }));
    return { types: typeChoices, assignees, claims: claimChoices };
  }, [types, users, claims, user, permissions, currentType, currentAssignee]);
}
