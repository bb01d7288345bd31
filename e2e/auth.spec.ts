import { ADJUSTER, expect, test } from './fixtures';

test('a logged-out visit to /claims goes to /login', async ({ page, loginPage }) => {
  await page.goto('/claims');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Login');
  await expect(loginPage.email()).toBeVisible();
});

test('login as the adjuster shows Jordan Reyes on the dashboard', async ({
  page,
  loginPage,
  shell,
  dashboard,
}) => {
  await loginPage.goto();
  await loginPage.login(ADJUSTER.email);
  await dashboard.expectGreeting(ADJUSTER.name);
  await shell.expectLoggedInAs(ADJUSTER.name);
  await expect(page).toHaveTitle('Claims desk');
});

test('login returns to the page the user asked for', async ({ page, loginPage }) => {
  await page.goto('/settings/claims-columns');
  await expect(page).toHaveURL(/\/login$/);
  await loginPage.login(ADJUSTER.email);
  await expect(page).toHaveURL(/\/settings\/claims-columns$/);
  await expect(page).toHaveTitle('Claims list columns');
});

test('a wrong password shows the server error and keeps the user on /login', async ({
  page,
  loginPage,
}) => {
  await loginPage.goto();
  await loginPage.login(ADJUSTER.email, 'not-the-password');
  await expect(loginPage.error()).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('the login form works with the keyboard alone', async ({ page, loginPage, dashboard }) => {
  await loginPage.goto();
  await expect(loginPage.email()).toBeFocused();
  await page.keyboard.type(ADJUSTER.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo#2026pass');
  await page.keyboard.press('Enter');
  await dashboard.expectGreeting(ADJUSTER.name);
});

test.describe('logged in', () => {
  test.beforeEach(async ({ loggedIn }) => loggedIn);

  test('/login and /landing go to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/landing');
    await expect(page).toHaveURL(/\/$/);
  });

  test('reload keeps the session', async ({ page, shell, dashboard }) => {
    await page.goto('/claims');
    await page.reload();
    await expect(page).toHaveURL(/\/claims$/);
    await expect(page).toHaveTitle('Claims');
    await shell.expectLoggedInAs(ADJUSTER.name);
    await page.goto('/');
    await dashboard.expectGreeting(ADJUSTER.name);
  });

  test('Logout from the profile menu goes to /login and ends the session', async ({
    page,
    shell,
  }) => {
    await shell.logout();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.goto('/claims');
    await expect(page).toHaveURL(/\/login$/);
  });
});
