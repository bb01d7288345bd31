import { expect, test } from './fixtures';

test.beforeEach(async ({ loggedIn }) => loggedIn);

test('board: drag a card, move one with the keyboard and with Move to; the server follows', async ({
  page,
  tasks,
  adjusterApi,
}) => {
  const statusOf = async (title: string) => {
    const all = await adjusterApi.tasks();
    return all.find((t) => t.title === title)?.status;
  };
  await tasks.goto('?layout=board');
  await expect(tasks.board()).toBeVisible();
  const stamp = String(Date.now());
  const dragged = `Drag me ${stamp}`;
  const keyed = `Key me ${stamp}`;
  for (const title of [dragged, keyed]) {
    await tasks.quickAdd().fill(title);
    await tasks.quickAdd().press('Enter');
  }

  // Only these two on the board, so both are in view whatever else the columns hold.
  await tasks.search().fill(stamp);
  await expect(tasks.board().locator('[data-task-id]')).toHaveCount(2);
  // Both synced: a card does not change under the pointer as its server id replaces the temp one.
  await expect.poll(() => statusOf(dragged), { timeout: 20_000 }).toBe('todo');
  await expect.poll(() => statusOf(keyed), { timeout: 20_000 }).toBe('todo');
  await expect(page.getByRole('button', { name: /^Sync queue: 0 waiting/ })).toBeVisible();
  await tasks.drag(dragged, 'In progress');
  await expect(
    tasks.column('In progress').locator('[data-task-id]').filter({ hasText: dragged }),
  ).toBeVisible();
  await expect.poll(() => statusOf(dragged), { timeout: 20_000 }).toBe('in_progress');

  const grip = page.getByRole('button', { name: `Drag task “${keyed}”` });
  // A keyboard drag that a busy machine dropped is tried again, as a user would.
  // Each try starts from no drag (Escape), and gives the sensor a moment to measure the columns
  // after the pick-up and each step, as a person's key presses would.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await grip.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    await expect(
      tasks.column('Done').locator('[data-task-id]').filter({ hasText: keyed }),
    ).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(`“${keyed}” is done`)).toBeVisible();
  await expect.poll(() => statusOf(keyed), { timeout: 20_000 }).toBe('done');

  await page.getByRole('button', { name: `Move task “${keyed}”` }).click();
  await page.getByRole('menuitem', { name: 'To do' }).click();
  await expect(
    tasks.column('To do').locator('[data-task-id]').filter({ hasText: keyed }),
  ).toBeVisible();
  await expect.poll(() => statusOf(keyed), { timeout: 20_000 }).toBe('todo');

  // The layout is part of the URL: a reload keeps the board.
  await page.reload();
  await expect(tasks.board()).toBeVisible();
  await expect(
    tasks.column('In progress').locator('[data-task-id]').filter({ hasText: dragged }),
  ).toBeVisible();
});
