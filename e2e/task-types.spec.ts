import { expect, test } from './fixtures';
import { ClaimApi } from './pages/claim-api.page';
import { LoginPage } from './pages/login.page';
import { Network } from './pages/network.page';
import { TaskTypesPage } from './pages/task-types.page';
import { TasksPage } from './pages/tasks.page';

type TaskType = { id: string; name: string; color: string; retired?: boolean };

async function serverTypes(api: ClaimApi): Promise<TaskType[]> {
  const settings = (await api.get(`/organizations/${api.orgId}/settings`)) as {
    task_settings: { types: TaskType[] };
  };
  return settings.task_settings.types;
}

test('task types: add, rename, colour, reorder, retire and delete; the task screen follows; offline too', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.login('owner@example.com');
  await page.waitForURL((url) => url.pathname === '/');
  const api = await ClaimApi.login(request, 'owner@example.com');
  const types = new TaskTypesPage(page);
  await types.goto();
  expect((await types.names()).slice(0, 3)).toEqual(['General', 'Inspection', 'Re-inspection']);

  await types.add('Site visit');
  await expect.poll(() => types.names()).toContain('Site visit');
  await types.add('site VISIT');
  await expect(page.getByText('Task type already exists')).toBeVisible();
  await types.rename('Site visit', 'Site survey');
  await types.recolour('Site survey', '#16a34a');
  await types.dragWithKeyboard('Site survey', 'ArrowUp');
  await page.getByRole('button', { name: 'Move Site survey up' }).click();
  await expect
    .poll(async () => (await types.names()).slice(-3))
    .toEqual(['Site survey', 'Follow-up', 'Deadline']);
  await expect
    .poll(
      async () => {
        const stored = await serverTypes(api);
        return {
          last: stored.map((t) => t.name).slice(-3),
          it: stored.find((t) => t.id === 'site-visit'),
        };
      },
      { timeout: 20_000 },
    )
    .toEqual({
      last: ['Site survey', 'Follow-up', 'Deadline'],
      it: { id: 'site-visit', name: 'Site survey', color: '#16a34a' },
    });

  // Inspection is used by tasks: retired, not deleted; its tasks keep the label.
  await page.getByRole('button', { name: 'Retire type Inspection' }).click();
  await expect(types.retired().getByText('Inspection')).toBeVisible();
  await page.getByRole('button', { name: 'Delete type Site survey' }).click();
  await expect.poll(() => types.names()).not.toContain('Site survey');
  await expect
    .poll(
      async () => {
        const stored = await serverTypes(api);
        return [
          stored.find((t) => t.id === 'inspection')?.retired,
          stored.some((t) => t.id === 'site-visit'),
        ];
      },
      { timeout: 20_000 },
    )
    .toEqual([true, false]);

  const tasks = new TasksPage(page);
  await tasks.goto('?view=team&type=inspection');
  await expect(tasks.rows().first()).toContainText('Inspection');
  await tasks.openNew();
  await tasks.dialog().getByRole('combobox', { name: 'Type', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Call', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Inspection', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // Offline: a new type is kept here at once and saved when the server is back.
  const network = new Network(page, context);
  await types.goto();
  await network.goOffline();
  await types.add('Desk review');
  await expect.poll(() => types.names()).toContain('Desk review');
  await page.reload();
  await expect.poll(() => types.names(), { timeout: 20_000 }).toContain('Desk review');
  expect((await serverTypes(api)).some((t) => t.name === 'Desk review')).toBe(false);
  await network.goOnline();
  await expect
    .poll(async () => (await serverTypes(api)).some((t) => t.name === 'Desk review'), {
      timeout: 60_000,
    })
    .toBe(true);
});

test('the adjuster sees the task types but cannot change them', async ({ loggedIn, page }) => {
  void loggedIn;
  await page.goto('/settings/tasks-types');
  await expect(page.getByText('Only administrators can change the task types.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Task types', exact: true });
  await expect(list.getByText('Call', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name of / })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'New type' })).toHaveCount(0);
});
