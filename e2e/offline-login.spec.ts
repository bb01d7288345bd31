import { ADJUSTER, expect, test } from './fixtures';

// A user who logged in on this device before logs in with no server: the password is checked
// against the device's wrapped key (DESIGN.md "Keys, lock and logout").
test.beforeEach(async ({ loggedIn, page, network }) => {
  await loggedIn;
  await network.expectAppShellCached();
  // Set up first: a sync still landing would write the session back after it is cleared below.
  await page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
  // The session ends without a logout (as when a refresh fails): the device keeps its key.
  await page.evaluate(() => {
    localStorage.removeItem('access_token');
    localStorage.removeItem('user_data');
  });
  await network.goOffline();
  await page.goto('/login');
});

test('the right password logs in and the app works on local data', async ({
  page,
  loginPage,
  dashboard,
  shell,
}) => {
  await loginPage.login(ADJUSTER.email);
  await dashboard.expectGreeting(ADJUSTER.name);
  await shell.expectLoggedInAs(ADJUSTER.name);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.goto('/settings/offline');
  await expect(page.getByRole('table', { name: 'Collections on this device' })).toBeVisible();
});

test('a wrong password is refused', async ({ page, loginPage }) => {
  await loginPage.login(ADJUSTER.email, 'Demo#2026pasS');
  await expect(loginPage.error()).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('a user never seen on this device is told the server is not reachable', async ({
  loginPage,
}) => {
  await loginPage.login('owner@example.com');
  await expect(loginPage.error()).toHaveText('Server is not reachable');
});
