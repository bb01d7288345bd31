import { expect, test } from './fixtures';

// The service worker would answer from its cache: block it so the failed download is real.
test.use({ serviceWorkers: 'block' });

test.describe('a screen that cannot load', () => {
  test.beforeEach(async ({ loggedIn }) => loggedIn);

  test('shows an error inside the shell with a reload that recovers', async ({ page, shell }) => {
    await page.route(/\/assets\/claims\.route-[^/]+\.js$/, (route) => route.abort());
    await shell.sidebar().getByRole('link', { name: 'Claims' }).click();

    const error = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
    await expect(error).toBeVisible();
    // The shell stays: sidebar, header and the way back.
    await expect(shell.sidebar().getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();

    await page.unroute(/\/assets\/claims\.route-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Claims', level: 1 })).toBeVisible();
    await expect(error).toHaveCount(0);
  });
});
