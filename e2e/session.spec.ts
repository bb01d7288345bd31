import { ADJUSTER, expect, test } from './fixtures';

// Token refresh through the real httpOnly cookie, and what happens when it cannot work.
test.describe('expired access token', () => {
  test.beforeEach(async ({ loggedIn }) => loggedIn);

  test('is refreshed with the cookie and the session continues', async ({ page, shell }) => {
    await page.evaluate(() => localStorage.setItem('access_token', 'expired-or-forged'));
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/api/refresh_token') && r.status() === 200,
    );
    await page.reload();
    await refreshed;
    await shell.expectLoggedInAs(ADJUSTER.name);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('access_token')))
      .not.toBe('expired-or-forged');
  });

  test('without a refresh cookie the app goes to /login and forgets the session', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await page.evaluate(() => localStorage.setItem('access_token', 'expired-or-forged'));
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user_data'))).toBeNull();
  });
});

test('login without a reachable server says so', async ({ page, context, loginPage }) => {
  await loginPage.goto();
  // The app's other chunks load after the first screen paints; cut off before they have, a first
  // visit shows a blank page (see the closing note of 2026-11-25), which is not what this checks.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await loginPage.login(ADJUSTER.email);
  await expect(loginPage.error()).toHaveText('Server is not reachable');
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty login form explains what is missing', async ({ page, loginPage }) => {
  await loginPage.goto();
  await loginPage.submit().click();
  await expect(page.getByText('Enter your email')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();
});

test('logging out and in again without a reload opens the app again', async ({
  page,
  loginPage,
  shell,
  dashboard,
}) => {
  await loginPage.goto();
  await loginPage.login(ADJUSTER.email);
  await dashboard.expectGreeting(ADJUSTER.name);
  await shell.logout();
  await expect(page).toHaveURL(/\/login$/);
  await loginPage.login(ADJUSTER.email);
  await dashboard.expectGreeting(ADJUSTER.name);
  await shell.expectLoggedInAs(ADJUSTER.name);
  // The bell counts from the reopened database (it threw on the closed one's missing collections).
  await expect(page.getByRole('button', { name: /^Notifications \([1-9]/ })).toBeVisible();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
});
