import { ADJUSTER, expect, test } from './fixtures';

// The service worker would answer from its cache: block it so the failed download is real.
test.use({ serviceWorkers: 'block' });

const CLAIMS_CHUNK = /\/assets\/claims\.route-[^/]+\.js$/;

test('a screen that cannot load shows an error inside the shell, and Reload recovers', async ({
  page,
  loginPage,
  dashboard,
  shell,
}) => {
  // Refused from the start: the app also fetches every screen once idle after login.
  await page.route(CLAIMS_CHUNK, (route) => route.abort());
  await loginPage.goto();
  await loginPage.login(ADJUSTER.email);
  await dashboard.expectGreeting(ADJUSTER.name);
  await shell.sidebar().getByRole('link', { name: 'Claims' }).click();

  const error = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
  await expect(error).toBeVisible();
  // The shell stays: sidebar, header and the way back.
  await expect(shell.sidebar().getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();

  await page.unroute(CLAIMS_CHUNK);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Claims', level: 1 })).toBeVisible();
  await expect(error).toHaveCount(0);
});
