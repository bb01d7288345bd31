import { expect, test } from './fixtures';

const SIDEBAR = ['Dashboard', 'Claims', 'Tasks', 'Calendar', 'Documents', 'Clients', 'Settings'];

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('404 - Page Not Found');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
});

test('logged out: a Login button and no sidebar', async ({ page, shell }) => {
  await page.goto('/landing');
  await expect(page).toHaveTitle('Claims desk');
  await expect(shell.loginButton()).toBeVisible();
  await expect(shell.sidebar()).toHaveCount(0);
});

test.describe('logged in', () => {
  test.beforeEach(async ({ loggedIn }) => loggedIn);

  test('the sidebar has exactly the seven labels, and collapses to icons', async ({
    page,
    shell,
  }) => {
    expect(await shell.sidebarLabels()).toEqual(SIDEBAR);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(shell.sidebar().getByText('Claims', { exact: true })).toHaveCount(0);
    await expect(shell.sidebar().getByRole('link', { name: 'Claims' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    expect(await shell.sidebarLabels()).toEqual(SIDEBAR);
  });

  test('every route shows its title', async ({ page }) => {
    const titles: [string, string][] = [
      ['/claims', 'Claims'],
      ['/claims/c-1', 'Claim details'],
      ['/tasks', 'Tasks'],
      ['/calendar', 'Calendar'],
      ['/documents', 'Documents'],
      ['/clients', 'Clients'],
      ['/clients/k-1', 'Client details'],
      ['/settings', 'Settings'],
      ['/settings/dashboard-customize', 'Dashboard customization'],
      ['/settings/dashboard-appearance', 'Appearance'],
      ['/settings/claims-columns', 'Claims list columns'],
      ['/settings/claims-kanban', 'Claims kanban settings'],
      ['/settings/tasks-types', 'Task types'],
      ['/settings/calendar-view', 'Calendar view'],
      ['/settings/clients-fields', 'Client fields'],
      ['/settings/test', 'Test page'],
      ['/test/select', 'Select test'],
      ['/missing', '404 - Page Not Found'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });

  test('the header shows sync status, the notifications bell and the profile menu', async ({
    page,
    shell,
  }) => {
    await expect(page.getByRole('button', { name: 'Sync status: Connected' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }),
    ).toBeVisible();
    await shell.profileMenu().click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText(['Profile', 'Settings', 'Lock now', 'Logout']);
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    for (const section of [
      'Organization',
      'Notifications',
      'Claims',
      'Calendar',
      'Security',
      'Offline',
      'Documents',
    ]) {
      await expect(page.getByText(section, { exact: true }).first()).toBeVisible();
    }
  });

  test('the context bar follows the route', async ({ page }) => {
    const bar = page.getByRole('navigation', { name: 'Page actions' });
    await bar.getByRole('link', { name: 'Customize' }).click();
    await expect(page).toHaveURL(/\/\?customize=true$/);
    await expect(bar.getByRole('link', { name: 'Dashboard Settings' })).toHaveAttribute(
      'href',
      '/settings/dashboard-appearance',
    );

    await page.goto('/claims');
    const claimSettings = bar.getByRole('link', { name: 'Claim Settings' });
    await expect(claimSettings).toHaveAttribute('href', '/settings/claims-columns');
    await page.getByText('Kanban', { exact: true }).click();
    await expect(claimSettings).toHaveAttribute('href', '/settings/claims-kanban');
    await page.reload();
    await expect(claimSettings).toHaveAttribute('href', '/settings/claims-kanban');

    const expected: [string, string, string][] = [
      ['/tasks', 'Tasks Settings', '/settings/tasks-types'],
      ['/calendar', 'Calendar Settings', '/settings/calendar-view'],
      ['/clients', 'Clients Settings', '/settings/clients-fields'],
    ];
    for (const [path, label, href] of expected) {
      await page.goto(path);
      await expect(bar.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }

    await page.goto('/claims/c-1');
    await bar.getByRole('button', { name: 'Recent' }).click();
    await expect(page.getByText('Recently updated claims', { exact: true })).toBeVisible();
  });
});
