import { expect, test } from './fixtures';
import { ClaimsApi } from './support/claims-api';

type TaskType = { id: string; name: string; color: string; retired?: boolean };

async function serverTypes(api: ClaimsApi): Promise<TaskType[]> {
  const settings = (await api.get(`/organizations/${api.orgId}/settings`)) as {
    task_settings: { types: TaskType[] };
  };
  return settings.task_settings.types;
}

test('task types: add, rename, colour, reorder, retire and delete; the task screen follows; offline too', async ({
  page,
  request,
  loginPage,
  network,
  taskTypes,
  tasks,
}) => {
  test.setTimeout(120_000);
  await loginPage.goto();
  await loginPage.login('owner@example.com');
  await page.waitForURL((url) => url.pathname === '/');
  const api = await ClaimsApi.login(request, 'owner@example.com');
  await taskTypes.goto();
  expect((await taskTypes.names()).slice(0, 3)).toEqual(['General', 'Inspection', 'Re-inspection']);

  await taskTypes.add('Site visit');
  await expect.poll(() => taskTypes.names()).toContain('Site visit');
  await taskTypes.add('site VISIT');
  await expect(page.getByText('Task type already exists')).toBeVisible();
  await taskTypes.rename('Site visit', 'Site survey');
  await taskTypes.recolour('Site survey', '#16a34a');
  // The edits synced before the drag. A drag started while the list re-renders under it (the
  // server's answer to the edit landing) can drop the row several places off: a known defect,
  // kept apart from what this test checks.
  await expect
    .poll(async () => (await serverTypes(api)).find((t) => t.id === 'site-visit')?.color, {
      timeout: 20_000,
    })
    .toBe('#16a34a');
  await page.waitForTimeout(1000);
  await taskTypes.dragWithKeyboard('Site survey', 'ArrowUp');
  await page.getByRole('button', { name: 'Move Site survey up' }).click();
  await expect
    .poll(async () => (await taskTypes.names()).slice(-3))
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
  await expect(taskTypes.retired().getByText('Inspection')).toBeVisible();
  await page.getByRole('button', { name: 'Delete type Site survey' }).click();
  await expect.poll(() => taskTypes.names()).not.toContain('Site survey');
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
  await tasks.goto('?view=team&type=inspection');
  await expect(tasks.rows().first()).toContainText('Inspection');
  await tasks.openNew();
  await tasks.dialog().getByRole('combobox', { name: 'Type', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Call', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Inspection', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // Offline: a new type is kept here at once and saved when the server is back.
  await taskTypes.goto();
  await network.goOffline();
  await taskTypes.add('Desk review');
  await expect.poll(() => taskTypes.names()).toContain('Desk review');
  await page.reload();
  await expect.poll(() => taskTypes.names(), { timeout: 20_000 }).toContain('Desk review');
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
