import { Burger, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import { useSettingsGroup } from '../../../collections/config/config.hooks';
import { HeaderBrand } from './header-brand';
import { useSession } from '../../../shared/services/services.context';
import { routePath } from '../../../shared/routes/route-table';

export interface ShellHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
  /**
   * A signed-in user's controls (search, sync, notifications, profile menu), composed by the app
   * shell, which loads them after login so that the login page does not download them.
   */
  sessionControls?: ReactNode;
}

export function ShellHeader({ navOpened, onToggleNav, sessionControls }: ShellHeaderProps) {
  const { user, loggedIn } = useSession();
  const organization = useSettingsGroup('organization');
  const navigate = useNavigate();
  const { pathname } = useLocation();

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
      {loggedIn && user
        ? sessionControls
        : pathname !== '/login' && (
            <Button onClick={() => void navigate(routePath('login'))} variant="filled">
              Login
            </Button>
          )}
    </Group>
  );
}
