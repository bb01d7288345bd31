import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SideNav } from '../features/shell/nav/side-nav';
import { ContextBarContainer } from './context-bar.container';
import { DocumentTitle, useRouteHandle } from './document-title';
import { InitialSyncContainer } from '../features/shell/sync/initial-sync.container';
import { OfflineBannerContainer } from '../features/shell/offline/offline-banner.container';
import { useSession } from '../shared/services/services.context';
import { usePermissions } from '../shared/services/use-permissions';
import { ShellHeader } from '../features/shell/header/shell-header';
import { mayOpen, routeEntry } from '../shared/routes/route-table';
import { useSidebarCollapsed } from '../features/shell/nav/sidebar-state';
import { markFirstScreenShown } from './first-screen';
import { LazyCommandPalette } from '../features/command-palette/lazy-command-palette';
import { PaletteButton } from '../features/command-palette/palette-button';
import { KeyboardShortcuts } from '../features/shortcuts/keyboard-shortcuts';

export function AppShellLayout() {
  const { loggedIn } = useSession();
  const permissions = usePermissions();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [mobileOpened, mobile] = useDisclosure(false);
  useEffect(markFirstScreenShown, []);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: collapsed ? 72 : 232,
        breakpoint: 'sm',
        collapsed: { mobile: !loggedIn || !mobileOpened, desktop: !loggedIn },
      }}
      padding={0}
    >
      <DocumentTitle />
      {loggedIn && <LazyCommandPalette />}
      {loggedIn && <KeyboardShortcuts />}
      <AppShell.Header>
        <ShellHeader
          navOpened={mobileOpened}
          onToggleNav={mobile.toggle}
          search={<PaletteButton />}
        />
      </AppShell.Header>
      {loggedIn && (
        <AppShell.Navbar p="sm">
          <SideNav
            pathname={pathname}
            collapsed={collapsed}
            onToggleCollapsed={toggleCollapsed}
            onNavigate={mobile.close}
            permissions={permissions}
          />
        </AppShell.Navbar>
      )}
      <AppShell.Main bg="var(--app-canvas)">
        <OfflineBannerContainer />
        {loggedIn && <InitialSyncContainer />}
        {loggedIn && (
          // A refused route (SPEC 6) offers none of its area's actions either.
          <ContextBarContainer
            specs={
              handle && mayOpen(handle.id, permissions)
                ? routeEntry(handle.id).contextBar
                : undefined
            }
          />
        )}
        <Box px={{ base: 'md', sm: 'xl' }} py="lg" maw={1280} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
