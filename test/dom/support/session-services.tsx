import { useState, type ReactNode } from 'react';
import { ServicesProvider } from '../../../src/shared/services/services.context';
import type { Services } from '../../../src/shared/services/services.types';
import type { SessionState } from '../../../src/session/session.store';
import type { SessionUser } from '../../../src/session/session-user';
import type { SyncStatusState } from '../../../src/replication/sync-status.types';
import { JORDAN_WIRE } from './wire-user';

/** The demo adjuster as a session user, with the permissions a test gives. */
export function sessionUser(permissions: string[] = []): SessionUser {
  return {
    id: JORDAN_WIRE.id,
    firstName: JORDAN_WIRE.first_name,
    lastName: JORDAN_WIRE.last_name,
    email: JORDAN_WIRE.email,
    role: JORDAN_WIRE.role,
    isActive: true,
    lastLogin: null,
    twoFactorEnrolmentRequired: false,
    createdAt: JORDAN_WIRE.created_at,
    organization_id: JORDAN_WIRE.organization_id,
    permissions,
  };
}

/** `children` with a logged-in session of `user` and no other service of the app. */
export function WithSession({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [services] = useState(() => {
    const state: SessionState = { user, token: 'token', keyState: 'unlocked' };
    return {
      session: { getState: () => state, subscribe: () => () => undefined },
    } as unknown as Services;
  });
  return <ServicesProvider services={services}>{children}</ServicesProvider>;
}

/** The sync status service, fixed: connected to a reachable server unless `state` says otherwise. */
export function fixedSyncStatus(state: Partial<SyncStatusState> = {}): Services['syncStatus'] {
  const status: SyncStatusState = {
    connectivity: 'connected',
    serverReachable: true,
    online: true,
    syncing: false,
    statusText: 'Connected',
    lastSyncedAt: null,
    lastError: null,
    ...state,
  };
  // Only what screens read: the state, and a subscription that never fires.
  return {
    getState: () => status,
    subscribe: () => () => undefined,
  } as unknown as Services['syncStatus'];
}
