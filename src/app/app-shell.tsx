import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DocumentTitle, useRouteHandle } from './document-title';
import { OfflineBannerContainer } from '../features/shell/offline/offline-banner.container';
import { useSession } from '../shared/services/services.context';
import { usePermissions } from '../shared/services/use-permissions';
import { ShellHeader } from '../features/shell/header/shell-header';
import { mayOpen, routeEntry } from '../shared/routes/route-table';
import { useSidebarCollapsed } from '../features/shell/nav/sidebar-state';
import { markFirstScreenShown } from './first-screen';
import { loadChunk } from '../shared/lazy/load-chunk';

// What only a signed-in user sees (navigation, header controls, context bar, palette, shortcuts)
// loads after login: the login page's first load stays within issue 10's budget
// (bench/first-load). The service worker precaches these chunks like every other.
// One load for the three parts, so a failed one reloads the page once (loadChunk).
const loadSessionShell = () => loadChunk(() => import('./session-shell'));
let sessionShellChunk: ReturnType<typeof loadSessionShell> | undefined;
const sessionShell = () => (sessionShellChunk ??= loadSessionShell());
const SessionHeaderControls = lazy(() =>
  sessionShell().then((m) => ({ default: m.SessionHeaderControls })),
);
const SessionMainTop = lazy(() => sessionShell().then((m) => ({ default: m.SessionMainTop })));
const SessionOverlays = lazy(() => sessionShell().then((m) => ({ default: m.SessionOverlays })));
const SideNav = lazy(() =>
  loadChunk(() => import('../features/shell/nav/side-nav')).then((m) => ({ default: m.SideNav })),
);

const quiet = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

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
      {loggedIn && quiet(<SessionOverlays />)}
      <AppShell.Header>
        <ShellHeader
          navOpened={mobileOpened}
          onToggleNav={mobile.toggle}
          sessionControls={quiet(<SessionHeaderControls />)}
        />
      </AppShell.Header>
      {loggedIn && (
        <AppShell.Navbar p="sm">
          {quiet(
            <SideNav
              pathname={pathname}
              collapsed={collapsed}
              onToggleCollapsed={toggleCollapsed}
              onNavigate={mobile.close}
              permissions={permissions}
            />,
          )}
        </AppShell.Navbar>
      )}
      <AppShell.Main bg="var(--app-canvas)">
        <OfflineBannerContainer />
        {loggedIn &&
          quiet(
            // A refused route (SPEC 6) offers none of its area's actions either.
            <SessionMainTop
              specs={
                handle && mayOpen(handle.id, permissions)
                  ? routeEntry(handle.id).contextBar
                  : undefined
              }
            />,
          )}
        <Box px={{ base: 'md', sm: 'xl' }} py="lg" maw={1280} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
