import { ADJUSTER, expect, test } from './fixtures';

type Row = Record<string, unknown>;

test.beforeEach(async ({ loggedIn }) => loggedIn);

test('views, filters and sort live in the URL; overdue work is red, claims past their timeout listed', async ({
  page,
  tasks,
  adjusterApi,
}) => {
  await tasks.goto();
  await expect(page.getByRole('tab', { name: 'My tasks' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tasks.rows().first()).toBeVisible();
  // My tasks: open tasks assigned to me only (the assignee column is the fourth).
  await expect
    .poll(async () => new Set(await tasks.columnTexts(4)))
    .toEqual(new Set([ADJUSTER.name]));

  await tasks.openView('Team');
  await expect(page).toHaveURL(/view=team/);
  await expect.poll(async () => new Set(await tasks.columnTexts(4)).size).toBeGreaterThan(1);

  await tasks.search().fill('mileage');
  await expect(tasks.rows()).toHaveCount(1);
  await expect(tasks.row('Update the mileage log')).toBeVisible();
  await expect(page).toHaveURL(/q=mileage/);
  await page.reload();
  await expect(tasks.search()).toHaveValue('mileage');
  await expect(tasks.rows()).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await tasks.pick(page.getByRole('combobox', { name: 'Task type' }), 'Deadline');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/type=deadline/);
  await expect.poll(async () => new Set(await tasks.columnTexts(2))).toEqual(new Set(['Deadline']));

  await page.getByRole('button', { name: /^Sort by Task/ }).click();
  await expect(page).toHaveURL(/sort=title%3Aasc/);
  // The URL changes first; the rows repaint in the next frame.
  await expect
    .poll(async () => {
      const titles = await tasks.columnTexts(1);
      return titles.join('|') === [...titles].sort((a, b) => a.localeCompare(b)).join('|');
    })
    .toBe(true);

  await tasks.goto('?view=overdue');
  await expect(tasks.overdueClaims()).toBeVisible();
  await expect(tasks.overdueClaims().getByRole('listitem').first()).toBeVisible();
  const overdue = tasks.rows().first();
  await expect(overdue).toHaveAttribute('data-overdue', 'true');
  await expect(overdue.locator('[data-overdue="true"]')).toContainText(/ago|yesterday/);

  // The server signalled each overdue claim to its assignee once (issue 13, status timeouts).
  const signals = (
    (await adjusterApi.get(`/organizations/${adjusterApi.orgId}/notifications`)) as Row[]
  ).filter((n) => n.type === 'claim_overdue');
  expect(signals.length).toBeGreaterThan(0);
  expect(new Set(signals.map((n) => n.claim_id)).size).toBe(signals.length);

  await page.getByRole('link', { name: 'Tasks Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/tasks-types$/);
});

test('the dashboard lists the claims past their status timeout: the adjuster sees their own', async ({
  page,
}) => {
  await page.goto('/');
  const overdue = page.getByRole('region', { name: 'Overdue claims' });
  await expect(overdue).toContainText('Your claims past their status timeout');
  const items = overdue.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  // Theirs only: every listed claim names the adjuster as its assignee.
  await expect
    .poll(async () => (await items.allInnerTexts()).every((text) => text.includes(ADJUSTER.name)))
    .toBe(true);
  // The list changes while the first sync brings the claims in: open whichever claim is first
  // once it holds still long enough to be clicked.
  await expect(async () => {
    const claimNumber = await items.first().getByRole('link').innerText({ timeout: 2_000 });
    await overdue.getByRole('link', { name: claimNumber, exact: true }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/claims\/[^/]+$/, { timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(claimNumber, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 45_000 });
});

test('create, edit, mark done and undo; quick add; all on the server once', async ({
  page,
  tasks,
  adjusterApi,
}) => {
  const title = `Measure the kitchen ${Date.now()}`;
  await tasks.goto();
  await tasks.openNew();
  await tasks.fill({ title, type: 'Call', priority: 'High', dueDay: '15', dueTime: '14:30' });
  await tasks.dialog().getByRole('textbox', { name: 'Description' }).fill('Bring the laser meter');
  await tasks.save();
  await expect(tasks.row(title)).toBeVisible();
  await expect(tasks.row(title)).toContainText('Call');
  await expect(tasks.row(title)).toContainText('2:30 PM');

  await tasks.row(title).click();
  await tasks.fill({ title: `${title} again` });
  await tasks.save();
  const renamed = `${title} again`;
  await expect(tasks.row(renamed)).toBeVisible();
  await expect
    .poll(async () => (await adjusterApi.tasks()).filter((t) => t.title === renamed).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const [stored] = (await adjusterApi.tasks()).filter((t) => t.title === renamed);
  expect(stored).toMatchObject({
    type: 'call',
    priority: 'high',
    description: '<p>Bring the laser meter</p>',
    assigned_to: adjusterApi.userId,
  });
  expect(String(stored!.due_at)).toMatch(/Z$/);

  await tasks.doneToggle(renamed).click();
  await expect(tasks.row(renamed)).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(tasks.row(renamed)).toBeVisible();
  await expect
    .poll(async () => (await adjusterApi.tasks()).find((t) => t.title === renamed)?.status, {
      timeout: 20_000,
    })
    .toBe('todo');

  const quick = `Call the roofer ${Date.now()}`;
  await tasks.quickAdd().fill(`${quick} tomorrow !high`);
  await tasks.quickAdd().press('Enter');
  await expect(tasks.row(quick)).toBeVisible();
  await expect(tasks.row(quick)).toContainText('tomorrow');
  await expect(tasks.row(quick)).toContainText('High');
  await expect
    .poll(async () => (await adjusterApi.tasks()).filter((t) => t.title === quick).length, {
      timeout: 20_000,
    })
    .toBe(1);
});

test('the claim page adds a task on its claim and marks it done', async ({
  page,
  tasks,
  adjusterApi,
}) => {
  await tasks.goto('?view=team');
  const link = tasks.rows().locator('a[href^="/claims/"]').first();
  const claimNumber = await link.innerText();
  await link.click();
  await expect(page.getByRole('heading', { name: claimNumber })).toBeVisible();
  const claimId = page.url().split('/claims/')[1]!;

  const title = `Order the roof report ${Date.now()}`;
  const section = page.getByRole('region', { name: 'Tasks' });
  await section.getByRole('button', { name: 'Add task' }).click();
  await expect(tasks.dialog().getByRole('combobox', { name: 'Claim' })).toBeDisabled();
  await tasks.fill({ title });
  await tasks.save();
  await expect(section.getByText(title)).toBeVisible();
  await expect
    .poll(async () => (await adjusterApi.tasks()).find((t) => t.title === title)?.claim_id, {
      timeout: 20_000,
    })
    .toBe(claimId);

  await section.getByRole('button', { name: `Mark “${title}” done` }).click();
  await expect(section.getByRole('button', { name: `Mark “${title}” not done` })).toBeVisible();
  await expect
    .poll(async () => (await adjusterApi.tasks()).find((t) => t.title === title)?.status, {
      timeout: 20_000,
    })
    .toBe('done');
});
