import { useCallback, useMemo, useState } from 'react';
import { UNREACHABLE_CODE, type ApiResult } from '../../api/api.types';
import { createRole, deleteRole, updateRole } from '../../api/roles.api';
import { useRoles } from '../../collections/config/roles.hooks';
import { storeRoleAnswer } from '../../collections/config/roles.mutations';
import { useAppDatabase } from '../../collections/database.context';
import { useUsers } from '../../collections/users/users.hooks';
import { GRANTABLE_PERMISSIONS } from '../../domain/permissions';
import type { RoleInput, StoredRole } from '../../domain/role.schema';
import { canGrant, roleChangeRefusal } from '../../domain/role-grants';
import { useServices, useSession } from '../../shared/services/services.context';
import { usePermissions } from '../../shared/services/use-permissions';

/** One role as the editor shows it: its draft permissions, why it is locked, and its holders. */
export interface RoleColumn {
  role: StoredRole;
  /** The checked permissions: the saved ones until the user changes a box. */
  checked: readonly string[];
  dirty: boolean;
  /** Why this user may not change the role (Owner, their own role, beyond their rights), or null. */
  locked: string | null;
  holders: number;
  error: string | null;
  saving: boolean;
}

export const ROLES_OFFLINE_MESSAGE = 'Roles can be changed only while the server answers';

const answerError = (result: ApiResult<unknown>) => {
  if (result.status === 'ok') return null;
  return result.code === UNREACHABLE_CODE ? ROLES_OFFLINE_MESSAGE : result.message;
};

/**
 * The roles editor's state and writes: a draft of permissions per role, saved per role. Writes go
 * to the server at once (it checks escalation, unique names and roles in use, and says why); the
 * answer is stored in the local roles record, which every tab shows live.
 */
export function useRoleEditor() {
  const { api } = useServices();
  const { user } = useSession();
  const permissions = usePermissions();
  const db = useAppDatabase();
  const { roles, loading } = useRoles();
  const { users } = useUsers();
  const [drafts, setDrafts] = useState<Record<string, readonly string[]>>({});
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [saving, setSaving] = useState<string | null>(null);

  const caller = useMemo(
    () => ({ role: user?.role ?? '', permissions: permissions ?? [] }),
    [user?.role, permissions],
  );

  const columns = useMemo<RoleColumn[]>(
    () =>
      roles.map((role) => {
        const draft = drafts[role.id];
        return {
          role,
          checked: draft ?? role.permissions,
          dirty: draft !== undefined && !sameSet(draft, role.permissions),
          locked: roleChangeRefusal(caller, role),
          holders: users.filter((u) => u.role === role.name).length,
          error: errors[role.id] ?? null,
          saving: saving === role.id,
        };
      }),
    [roles, drafts, caller, users, errors, saving],
  );

  /** The permissions this user may hand out (nobody grants what they do not hold). */
  const grantable = useMemo(
    () => GRANTABLE_PERMISSIONS.filter((p) => canGrant(caller.permissions, [p])),
    [caller.permissions],
  );

  const store = useCallback(
    async (result: ApiResult<StoredRole & { deleted: boolean }>) => {
      if (result.status === 'ok' && db) await storeRoleAnswer(db, result.data);
      return answerError(result);
    },
    [db],
  );

  const actions = useMemo(() => {
    const setError = (id: string, error: string | null) =>
      setErrors((current) => ({ ...current, [id]: error }));
    const forget = (id: string) =>
      setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k !== id)));
    return {
      toggle(role: StoredRole, permission: string, on: boolean) {
        setDrafts((current) => {
          const base = current[role.id] ?? role.permissions;
          const next = on ? [...base, permission] : base.filter((p) => p !== permission);
          // Kept in the matrix's order, so a saved list reads like the table.
          const ordered = GRANTABLE_PERMISSIONS.filter((p) => next.includes(p));
          return { ...current, [role.id]: ordered };
        });
        setError(role.id, null);
      },
      reset(role: StoredRole) {
        forget(role.id);
        setError(role.id, null);
      },
      /** Saves the role's checked permissions (the column's draft). */
      async save(role: StoredRole, checked: readonly string[]) {
        setSaving(role.id);
        const granted = GRANTABLE_PERMISSIONS.filter((p) => checked.includes(p));
        const error = await store(await updateRole(api, role, { permissions: granted }));
        setSaving(null);
        setError(role.id, error);
        if (!error) forget(role.id);
      },
      /** Resolves to the server's refusal, or null once renamed. */
      async rename(role: StoredRole, name: string): Promise<string | null> {
        return store(await updateRole(api, role, { name }));
      },
      /** Resolves to the server's refusal, or null once created. */
      async create(input: Pick<RoleInput, 'name' | 'permissions'>): Promise<string | null> {
        return store(await createRole(api, { ...input, description: '' }));
      },
      /** Resolves to the server's refusal (a role people hold), or null once deleted. */
      async remove(role: StoredRole): Promise<string | null> {
        return store(await deleteRole(api, role));
      },
    };
  }, [api, store]);

  return {
    loading,
    columns,
    grantable,
    canManage: roleChangeRefusal(caller, { name: '', permissions: [] }) === null,
    ...actions,
  };
}

function sameSet(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((p) => b.includes(p));
}
