import { expect, test } from './fixtures';

test.beforeEach(async ({ loggedIn }) => loggedIn);

// Tasks made with no network show at once, survive an offline reload, and reach the server once
// each when it is back, done and all.
test('offline: quick add and the dialog, done, reload offline, then each task once on the server', async ({
  page,
  network,
  tasks,
  adjusterApi,
}) => {
  test.setTimeout(120_000);
  const onServer = async (title: string) =>
    (await adjusterApi.tasks()).filter((t) => t.title === title);
  await network.expectAppShellCached();
  await tasks.goto('?view=team');
  // A claim this device holds (it keeps the claims recently worked on).
  const claimNumber = await tasks.rows().locator('a[href^="/claims/"]').first().innerText();
  await network.goOffline();

  const stamp = String(Date.now());
  const quick = `Offline quick ${stamp}`;
  const full = `Offline full ${stamp}`;
  // Only this test's tasks in the list (the search stays in the URL, so across the reload too).
  await tasks.search().fill(stamp);
  await tasks.quickAdd().fill(`${quick} today`);
  await tasks.quickAdd().press('Enter');
  await expect(tasks.row(quick)).toBeVisible();
  await tasks.openNew();
  await tasks.fill({ title: full, type: 'Call', claim: claimNumber });
  await tasks.save();
  await expect(tasks.row(full)).toBeVisible();
  await expect(tasks.row(full)).toContainText(claimNumber);
  await expect(tasks.row(full).getByLabel('Sync state: Not yet synced')).toBeVisible();
  await tasks.doneToggle(quick).click();
  await expect(tasks.row(quick)).toHaveCount(0);

  await page.reload();
  await expect(tasks.row(full)).toBeVisible({ timeout: 20_000 });
  await tasks.openView('Done');
  await expect(tasks.row(quick)).toBeVisible();
  expect(await onServer(full)).toHaveLength(0);

  await network.goOnline();
  const statuses = async (title: string) => (await onServer(title)).map((t) => t.status);
  await expect.poll(() => statuses(quick), { timeout: 60_000 }).toEqual(['done']);
  await expect.poll(() => statuses(full), { timeout: 60_000 }).toEqual(['todo']);
  expect((await onServer(full))[0]).toMatchObject({ type: 'call' });
  // Synced, and shown once.
  await expect(tasks.row(quick)).toHaveCount(1);
  await tasks.openView('Team');
  await expect(tasks.row(full)).toHaveCount(1);
  await expect(tasks.row(full)).toBeVisible();
  await expect(tasks.row(full).getByLabel('Sync state: Synced')).toBeVisible();
});
