import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiResult } from '../../../api/api.types';
import {
  inviteUser,
  listInvitations,
  listRoles,
  withdrawInvitation,
  type GrantableRoleRecord,
  type Invitation,
  type IssuedInvitation,
} from '../../../api/invites.api';
import { useServices, useSession, useSyncStatus } from '../../../shared/services/services.context';
import { grantableRoles, type InviteFormValues } from './invite-form';

// Invitations live on the server only (the link's token is never stored on the device), so these
// hooks call the API directly and say so when it cannot be reached.

export const INVITATIONS_LOAD_FAILED = 'The invitations could not be loaded';
export const ROLES_LOAD_FAILED = 'The roles could not be loaded';

/** A refused invitation: the server's message, and the form field it names if any. */
export class InviteRefused extends Error {
  constructor(
    message: string,
    readonly field?: keyof InviteFormValues,
  ) {
    super(message);
  }
}

async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const answer = await result;
  if (answer.status === 'ok') return answer.data;
  const details = answer.details ?? {};
  // 409 (address taken) names the email; 403 (role above one's own) is about the role.
  const field =
    'email' in details || answer.code === 409
      ? 'email'
      : 'role' in details || answer.code === 403
        ? 'role'
        : undefined;
  throw new InviteRefused(answer.message, field);
}

/** Whether the server can be reached now: every invitation action needs it. */
export function useServerConnected(): boolean {
  const { online, serverReachable } = useSyncStatus();
  return online && serverReachable;
}

function useOrganizationId(): string {
  return useSession().user?.organization_id ?? '';
}

/** Server-side lists: `attempt` reloads; the answer of an older attempt is dropped. */
function useServerList<T>(load: () => Promise<T[]>, enabled: boolean) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    load().then(
      (next) => {
        if (!current) return;
        setItems(next);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [load, enabled, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { items, error, reload };
}

export function useInvitations() {
  const { api } = useServices();
  const connected = useServerConnected();
  const organizationId = useOrganizationId();
  const load = useCallback(
    () => unwrap(listInvitations(api, organizationId)),
    [api, organizationId],
  );
  const { items, error, reload } = useServerList(load, connected && organizationId !== '');
  const inviteOnly = useInviteUser();
  const invite = useCallback(
    async (values: InviteFormValues): Promise<IssuedInvitation> => {
      const issued = await inviteOnly(values);
      reload();
      return issued;
    },
    [inviteOnly, reload],
  );
  const withdraw = useCallback(
    async (invitation: Invitation) => {
      await unwrap(withdrawInvitation(api, invitation.id));
      reload();
    },
    [api, reload],
  );
  return { connected, invitations: items, error, reload, invite, withdraw };
}

/** Invites without listing the invitations (the Users page's button; the list has its own page). */
export function useInviteUser() {
  const { api } = useServices();
  return useCallback(
    (values: InviteFormValues): Promise<IssuedInvitation> => unwrap(inviteUser(api, values)),
    [api],
  );
}

/** The organization's roles the user may hand out, by name. */
export function useGrantableRoles(): { roles: GrantableRoleRecord[] | null; error: string | null } {
  const { api } = useServices();
  const connected = useServerConnected();
  const { user } = useSession();
  const organizationId = user?.organization_id ?? '';
  const load = useCallback(() => unwrap(listRoles(api, organizationId)), [api, organizationId]);
  const { items, error } = useServerList(load, connected && organizationId !== '');
  const granted = user?.permissions;
  const roles = useMemo(
    () => (items && granted ? grantableRoles(items, granted) : null),
    [items, granted],
  );
  return { roles, error };
}

/** The full URL of an invitation path, on this app's origin. */
export const invitationUrl = (link: string) => new URL(link, window.location.origin).toString();
