import { ADJUSTER, expect, test } from './fixtures';

// Every route of SPEC 2 opens with no network at all after one online visit: the service
// worker serves the app shell, the session and the data come from this device.
const protectedRoutes: [string, string][] = [
  ['/', 'Claims desk'],
  ['/claims', 'Claims'],
  ['/claims/any-claim-id', 'Claim details'],
  ['/tasks', 'Tasks'],
  ['/calendar', 'Calendar'],
  ['/documents', 'Documents'],
  ['/clients', 'Clients'],
  ['/clients/any-client-id', 'Client details'],
  ['/settings', 'Settings'],
  ['/settings/dashboard-customize', 'Dashboard customization'],
  ['/settings/dashboard-appearance', 'Appearance'],
  ['/settings/claims-columns', 'Claims list columns'],
  ['/settings/claims-kanban', 'Claims kanban settings'],
  ['/settings/tasks-types', 'Task types'],
  ['/settings/calendar-view', 'Calendar view'],
  ['/settings/clients-fields', 'Client fields'],
  ['/settings/offline', 'Offline settings'],
  ['/settings/invitations', 'Invitations'],
  ['/settings/roles', 'Roles and permissions'],
  ['/profile', 'Profile'],
  ['/settings/organization', 'Organization settings'],
  ['/settings/notifications', 'Notification settings'],
  ['/settings/documents', 'Document settings'],
  ['/settings/test', 'Test page'],
  ['/test/select', 'Select test'],
];

test.beforeEach(async ({ loggedIn }) => loggedIn);

test('every route opens from the service worker with no network', async ({
  page,
  shell,
  network,
}) => {
  // Twenty-four routes, each from the service worker: minutes on a loaded 2-core machine.
  test.setTimeout(240_000);
  await network.expectAppShellCached();
  await network.goOffline();
  for (const [path, title] of protectedRoutes) {
    await page.goto(path);
    // A route's chunk comes from the service worker's cache: slow on a loaded machine.
    await expect(page, path).toHaveTitle(title, { timeout: 20_000 });
    // The header paints with the session, after the title (CI: 10 s were not enough once).
    await expect(shell.userName(), path).toHaveText(ADJUSTER.name, { timeout: 20_000 });
    await expect(page.getByTestId('offline-banner'), path).toContainText('kept on this device');
  }
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('404 - Page Not Found');
  for (const path of ['/login', '/landing']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('a reload offline keeps the session; back online the banner goes', async ({
  page,
  network,
}) => {
  await network.expectAppShellCached();
  await network.goOffline();
  await page.reload();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('You are offline');
  await expect(page.getByRole('button', { name: /^Sync status: Offline/ })).toBeDisabled();
  await network.goOnline();
  await expect(banner).toBeHidden();
  await expect(
    page.getByRole('button', { name: /^Sync status: (Connected|Last synced)/ }),
  ).toBeEnabled();
});
