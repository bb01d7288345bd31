import { useCallback, useEffect, useMemo, useState } from 'react';
import { UNREACHABLE_CODE, type ApiError } from '../../api/api.types';
import {
  fetchRoles,
  fetchUserAccounts,
  updateUserAccount,
  type RoleChoice,
  type UserAccount,
  type UserAccountPatch,
} from '../../api/users.api';
import { useUsers } from '../../collections/users/users.hooks';
import { useServices, useSession, useSyncStatus } from '../../shared/services/services.context';

export type UserField = 'role' | 'activity';
export type FieldErrors = Record<string, Partial<Record<UserField, string>>>;

export const CHANGED_MEANWHILE_MESSAGE =
  'Someone changed this user meanwhile: their current values are shown, try again';
export const NOT_SAVED_OFFLINE_MESSAGE = 'Not saved: the server is not reachable';

/** What a refused change says at its field. */
export function fieldMessage(error: ApiError): string {
  if (error.code === UNREACHABLE_CODE) return NOT_SAVED_OFFLINE_MESSAGE;
  if (error.code === 409 && isAccount(error.data)) return CHANGED_MEANWHILE_MESSAGE;
  return error.details?.role ?? error.message;
}

function isAccount(value: unknown): value is UserAccount {
  return (
    value !== null && typeof value === 'object' && typeof (value as UserAccount).id === 'string'
  );
}

/**
 * The organization's users and roles, read from the server while it answers (the list is not
 * kept on the device), re-read when the synced users change (another manager's change reaches
 * this device through the change feed), and the two changes the screen makes.
 */
export function useUserAccounts() {
  const { api } = useServices();
  const { user } = useSession();
  const { online, serverReachable } = useSyncStatus();
  const connected = online && serverReachable;
  const orgId = user?.organization_id ?? null;
  const { users: replica } = useUsers();
  const replicaKey = useMemo(
    () => replica.map((u) => `${u.id}:${u.role}:${u.isActive}`).join('|'),
    [replica],
  );
  const [accounts, setAccounts] = useState<UserAccount[] | null>(null);
  const [roles, setRoles] = useState<RoleChoice[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<Partial<Record<string, UserField>>>({});

  useEffect(() => {
    if (!connected || !orgId) return;
    let current = true;
    void Promise.all([fetchUserAccounts(api, orgId), fetchRoles(api, orgId)]).then(
      ([users, roleList]) => {
        if (!current) return;
        if (users.status === 'error') {
          setLoadError(users.message);
          return;
        }
        setLoadError(null);
        setAccounts(users.data);
        if (roleList.status === 'ok') setRoles(roleList.data);
      },
    );
    return () => {
      current = false;
    };
  }, [api, orgId, connected, attempt, replicaKey]);

  const replaceRow = (row: UserAccount) =>
    setAccounts((list) => list?.map((u) => (u.id === row.id ? row : u)) ?? list);

  const change = useCallback(
    async (target: UserAccount, field: UserField, patch: UserAccountPatch) => {
      setBusy((b) => ({ ...b, [target.id]: field }));
      setErrors((e) => ({ ...e, [target.id]: { ...e[target.id], [field]: undefined } }));
      const result = await updateUserAccount(api, target, patch);
      if (result.status === 'ok') {
        replaceRow(result.data);
      } else {
        if (result.code === 409 && isAccount(result.data)) replaceRow(result.data);
        setErrors((e) => ({
          ...e,
          [target.id]: { ...e[target.id], [field]: fieldMessage(result) },
        }));
      }
      setBusy((b) => ({ ...b, [target.id]: undefined }));
      return result.status === 'ok';
    },
    [api],
  );

  return {
    connected,
    me: user,
    accounts,
    roles,
    loadError,
    errors,
    busy,
    retry: () => setAttempt((n) => n + 1),
    changeRole: (target: UserAccount, role: string) => change(target, 'role', { role }),
    setActive: (target: UserAccount, isActive: boolean) => change(target, 'activity', { isActive }),
  };
}
