import type { RoleChoice, UserAccount } from '../../api/users.api';
import { canGrant } from '../../domain/role-grants';
import { DEACTIVATE_SELF_MESSAGE, isOwnerRole, OWN_ROLE_MESSAGE } from '../../domain/user-account';

// What the signed-in manager may do with each listed user: the server's rules (user.service.ts)
// read ahead, so the screen offers only what will be accepted and says why the rest is locked.
// The server decides again; its refusals (the last Owner, a change made meanwhile) show at the
// field.

export interface RowAccess {
  role: { allowed: boolean; reason?: string };
  activity: { allowed: boolean; reason?: string };
}

export interface Manager {
  id: string;
  permissions: readonly string[];
}

export function rowAccess(me: Manager, user: UserAccount): RowAccess {
  if (user.id === me.id) {
    return {
      role: { allowed: false, reason: OWN_ROLE_MESSAGE },
      activity: { allowed: false, reason: DEACTIVATE_SELF_MESSAGE },
    };
  }
  if (!canGrant(me.permissions, user.permissions)) {
    const reason = isOwnerRole(user.permissions)
      ? 'Only an Owner can change an Owner'
      : 'Their role has permissions you do not have';
    return { role: { allowed: false, reason }, activity: { allowed: false, reason } };
  }
  return { role: { allowed: true }, activity: { allowed: true } };
}

/** The role select's options: every role, those above the manager's own greyed out. */
export function roleOptions(roles: readonly RoleChoice[], me: Manager, current: string) {
  const options = roles.map((role) => ({
    value: role.name,
    label: role.name,
    disabled: role.name !== current && !canGrant(me.permissions, role.permissions),
  }));
  // A role missing from the list (deleted meanwhile) still shows as the user's current one.
  if (!options.some((o) => o.value === current)) {
    options.push({ value: current, label: current, disabled: true });
  }
  return options;
}
