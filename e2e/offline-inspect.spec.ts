import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADJUSTER, expect, test } from './fixtures';

// Developer inspection: readable IndexedDB names, a handle on the database in development only,
// and Settings › Offline listing collections and the sync queue live.
test.use({ bypassCSP: true });

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

test('the production bundle holds no development handle on the database', async ({
  page,
  loggedIn,
}) => {
  await loggedIn;
  const scripts = readdirSync(`${dist}assets`).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of [...scripts.map((s) => `assets/${s}`), 'sw.js']) {
    expect(readFileSync(`${dist}${name}`, 'utf8'), name).not.toContain('__claimsdesk');
  }
  expect(await page.evaluate(() => '__claimsdesk' in window)).toBe(false);
});

test('IndexedDB names say whose data they hold and which collection', async ({
  page,
  loggedIn,
  network,
  offlineSettings,
}) => {
  await loggedIn;
  // Reloading mid-way through the first sync starts it again; under CI's load the users page then
  // came more than 10 s after the reload (stop 26 failed here on both tries): let it finish first.
  await page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
  await offlineSettings.goto();
  await expect(offlineSettings.count('users')).not.toHaveText('0', { timeout: 30_000 });
  const id = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user_data') ?? '{}') as { id: string }).id,
  );
  const names = await network.indexedDbNames();
  for (const collection of ['claims', 'contacts', 'sync_queue', 'users']) {
    expect(names).toContainEqual(
      expect.stringMatching(`^rxdb-dexie-claimsdesk-${id}--\\d+--${collection}$`),
    );
  }
  expect(names).toContain('claimsdesk-keys');
});

test('Settings › Offline lists collections and the live queue, and discards an operation', async ({
  page,
  loggedIn,
  network,
  offlineSettings,
  otherTab,
}) => {
  await loggedIn;
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Settings and data on this device' }).click();
  await expect(offlineSettings.collections()).toBeVisible();
  await expect(page.getByText('Sync interval')).toBeVisible();
  await expect(offlineSettings.count('claims')).not.toHaveText('0');
  // The first pull is followed by the claimsToStore eviction: wait until the count holds still.
  let claimsBefore = -1;
  await expect
    .poll(
      async () => {
        const now = Number(await offlineSettings.count('claims').textContent());
        const settled = now === claimsBefore;
        claimsBefore = now;
        return settled;
      },
      { intervals: [1_500], timeout: 30_000 },
    )
    .toBe(true);

  await network.goOffline();
  await otherTab.createClaims(1);
  await expect(offlineSettings.count('claims')).toHaveText(String(claimsBefore + 1));
  const row = page.locator('tr[data-operation]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('create');
  await expect(row).toContainText('pending');
  await row.getByRole('button', { name: 'Discard' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No queued operations')).toBeVisible();
});

test('a pulled record the device cannot store is set aside and listed with the reason', async ({
  page,
  loginPage,
  dashboard,
  offlineSettings,
}) => {
  test.setTimeout(120_000);
  // The server never sends a bad row: every tasks page gets one added on its way (issue 11), so
  // a pull cut short by the navigation below meets it again.
  let added = 0;
  await page.route(/\/api\/organizations\/[^/]+\/tasks\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    const [first] = body.data;
    if (first) {
      added += 1;
      body.data.push({ ...first, id: 'task-malformed', created_at: 20260101 });
    }
    await route.fulfill({ response, json: body });
  });
  await loginPage.goto();
  await loginPage.login(ADJUSTER.email);
  await dashboard.expectGreeting(ADJUSTER.name);
  // Tasks come late in the first sync: on a loaded machine more than 10 s after the greeting.
  await expect.poll(() => added, { timeout: 60_000 }).toBeGreaterThan(0);
  await page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });

  await offlineSettings.goto();
  const entry = offlineSettings.setAside('tasks', 'task-malformed');
  await expect(entry).toContainText('createdAt: Invalid input: expected string, received number');
  // The rest of the pull went on: the other tasks are stored.
  await expect(offlineSettings.count('tasks')).not.toHaveText('0');
});
