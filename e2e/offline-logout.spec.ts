import type { Page } from '@playwright/test';
import { ADJUSTER, expect, test } from './fixtures';

// Logout (DESIGN.md): pending operations are pushed first; what cannot be pushed is counted and
// the user must confirm; then the local database, keys and session are wiped, even offline.
test.use({ bypassCSP: true });

async function userId(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('user_data') ?? '{}') as { id: string }).id,
  );
}

test.beforeEach(async ({ loggedIn, offlineSettings }) => {
  await loggedIn;
  await offlineSettings.goto();
  await expect(offlineSettings.collections()).toBeVisible();
});

test('with changes that cannot be pushed it asks, then wipes the device', async ({
  page,
  shell,
  network,
  otherTab,
}) => {
  const id = await userId(page);
  await network.goOffline();
  const created = await otherTab.createClaims(2);
  expect(created.every((claimId) => claimId.startsWith('temp-'))).toBe(true);
  // The queue of the other "tab" shows here live.
  await expect(page.locator('tr[data-operation]')).toHaveCount(2);

  await shell.logout();
  const dialog = page.getByRole('dialog', { name: 'Log out and discard changes?' });
  await expect(dialog).toContainText('2 changes could not be sent to the server and will be lost');
  await dialog.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(dialog).toBeHidden();
  await shell.expectLoggedInAs(ADJUSTER.name);
  await expect(page.locator('tr[data-operation]')).toHaveCount(2);

  await shell.logout();
  await dialog.getByRole('button', { name: 'Discard 2 changes and log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(async () => (await network.indexedDbNames()).filter((name) => name.includes(id)))
    .toEqual([]);
  const left = await page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    user: localStorage.getItem('user_data'),
    deviceUsers: localStorage.getItem('claimsdesk:device-users'),
  }));
  expect(left).toEqual({ token: null, user: null, deviceUsers: null });

  // Nothing left to log in with offline either.
  await page.locator('input[name="email"]').fill(ADJUSTER.email);
  await page.locator('input[name="password"]').fill('Demo#2026pass');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Server is not reachable');
});

test('with everything pushed it logs out at once and wipes the device', async ({
  page,
  shell,
  network,
}) => {
  const id = await userId(page);
  expect((await network.indexedDbNames()).some((name) => name.includes(id))).toBe(true);
  await shell.logout();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect
    .poll(async () => (await network.indexedDbNames()).filter((name) => name.includes(id)))
    .toEqual([]);
});
