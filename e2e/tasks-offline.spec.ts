import { ADJUSTER, expect, test } from './fixtures';
import { ClaimApi } from './pages/claim-api.page';
import { Network } from './pages/network.page';
import { TasksPage } from './pages/tasks.page';

test.beforeEach(async ({ loggedIn }) => loggedIn);

// Tasks made with no network show at once, survive an offline reload, and reach the server once
// each when it is back, done and all.
test('offline: quick add and the dialog, done, reload offline, then each task once on the server', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await ClaimApi.login(request, ADJUSTER.email);
  const onServer = async (title: string) =>
    ((await api.get(`/organizations/${api.orgId}/tasks`)) as Record<string, unknown>[]).filter(
      (t) => t.title === title,
    );
  const network = new Network(page, context);
  await network.expectAppShellCached();
  const tasks = new TasksPage(page);
  await tasks.goto('?view=team');
  // A claim this device holds (it keeps the claims recently worked on).
  const claimNumber = await tasks.rows().locator('a[href^="/claims/"]').first().innerText();
  await network.goOffline();

  const quick = `Offline quick ${Date.now()}`;
  const full = `Offline full ${Date.now()}`;
  await tasks.quickAdd().fill(`${quick} today`);
  await tasks.quickAdd().press('Enter');
  await expect(tasks.row(quick)).toBeVisible();
  await tasks.openNew();
  await tasks.fill({ title: full, type: 'Call', claim: claimNumber });
  await tasks.save();
  await expect(tasks.row(full)).toBeVisible();
  await expect(tasks.row(full)).toContainText(claimNumber);
  await tasks.doneToggle(quick).click();
  await expect(tasks.row(quick)).toHaveCount(0);

  await page.reload();
  await expect(tasks.row(full)).toBeVisible({ timeout: 20_000 });
  await tasks.openView('Done');
  await expect(tasks.row(quick)).toBeVisible();
  expect(await onServer(full)).toHaveLength(0);

  await network.goOnline();
  await expect.poll(async () => (await onServer(quick)).length, { timeout: 60_000 }).toBe(1);
  await expect.poll(async () => (await onServer(full)).length, { timeout: 60_000 }).toBe(1);
  expect((await onServer(quick))[0]).toMatchObject({ status: 'done' });
  expect((await onServer(full))[0]).toMatchObject({ type: 'call', status: 'todo' });
  // Synced, and shown once.
  await expect(tasks.row(quick)).toHaveCount(1);
  await tasks.openView('Team');
  await expect(tasks.row(full)).toHaveCount(1);
  await expect(tasks.row(full)).toBeVisible();
});
