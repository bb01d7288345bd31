import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { fullName } from '../../../domain/person-name';
import type { SessionUser } from '../../../session/session-user';
import { NotificationsButton } from './notifications-button';
import { ProfileMenu } from './profile-menu';
import { SyncStatusButton } from '../sync/sync-status-button';
import { useLogoutFlow } from '../logout/logout-flow';
import { useServices, useSyncStatus } from '../../../shared/services/services.context';
import { useSyncQueueSummary } from '../sync/sync-queue-summary.hooks';
import { mayOpen, routePath } from '../../../shared/routes/route-table';
import { usePermissions } from '../../../shared/services/use-permissions';

/** The header's controls for a signed-in user: search, sync, notifications, profile menu. */
export function HeaderSessionControls({ user, search }: { user: SessionUser; search?: ReactNode }) {
  const { session, syncStatus } = useServices();
  const permissions = usePermissions();
  const sync = useSyncStatus();
  const syncQueue = useSyncQueueSummary();
  const navigate = useNavigate();
  const logout = useLogoutFlow(() => void navigate(routePath('login'), { replace: true }));
  return (
    <Group gap="xs" wrap="nowrap">
      {search}
      <SyncStatusButton
        connectivity={sync.connectivity}
        syncing={sync.syncing}
        statusText={sync.statusText}
        lastError={sync.lastError}
        onClick={() => void syncStatus.syncNow()}
        queue={syncQueue.queue}
        onRetryFailed={() => void syncQueue.retryFailed()}
        conflictsHref="/settings/offline"
      />
      <NotificationsButton userId={user.id} />
      <ProfileMenu
        fullName={fullName(user)}
        email={user.email}
        onProfile={() => void navigate(routePath('profile'))}
        onSettings={
          mayOpen('settings', permissions) ? () => void navigate(routePath('settings')) : undefined
        }
        onLock={() => void session.lock()}
        onLogout={() => void logout.request()}
      />
      {logout.dialog}
    </Group>
  );
}
