import { Burger, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fullName } from '../../../domain/person-name';
import { PRODUCT_NAME } from '../../../domain/constants';
import { useSettingsGroup } from '../../../collections/config/config.hooks';
import { HeaderBrand } from './header-brand';
import { NotificationsButton } from './notifications-button';
import { ProfileMenu } from './profile-menu';
import { SyncStatusButton } from '../sync/sync-status-button';
import { useLogoutFlow } from '../logout/logout-flow';
import { useServices, useSession, useSyncStatus } from '../../../shared/services/services.context';
import { useSyncQueueSummary } from '../sync/sync-queue-summary.hooks';
import { mayOpen, routePath } from '../../../shared/routes/route-table';
import { usePermissions } from '../../../shared/services/use-permissions';

export interface ShellHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
  /** The search box (the command palette's, composed by the app shell). */
  search?: ReactNode;
}

export function ShellHeader({ navOpened, onToggleNav, search }: ShellHeaderProps) {
  const { session, syncStatus } = useServices();
  const { user, loggedIn } = useSession();
  const permissions = usePermissions();
  const sync = useSyncStatus();
  const syncQueue = useSyncQueueSummary();
  const organization = useSettingsGroup('organization');
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const logout = useLogoutFlow(() => void navigate(routePath('login'), { replace: true }));

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {loggedIn && (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
          />
        )}
        <HeaderBrand
          productName={PRODUCT_NAME}
          to={loggedIn ? '/' : '/landing'}
          logo={loggedIn ? organization.logo : undefined}
          organizationName={organization.name}
        />
      </Group>
      {loggedIn && user ? (
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
              mayOpen('settings', permissions)
                ? () => void navigate(routePath('settings'))
                : undefined
            }
            onLock={() => void session.lock()}
            onLogout={() => void logout.request()}
          />
          {logout.dialog}
        </Group>
      ) : (
        pathname !== '/login' && (
          <Button onClick={() => void navigate(routePath('login'))} variant="filled">
            Login
          </Button>
        )
      )}
    </Group>
  );
}
