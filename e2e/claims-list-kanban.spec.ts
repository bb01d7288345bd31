import { expect, test } from './fixtures';
import { KanbanPage } from './pages/kanban.page';

test.beforeEach(({ adjusterApi }) => adjusterApi.resetPreferences());

test('kanban: the choice persists, a drag changes the status with its note, another tab follows', async ({
  page,
  context,
  loggedIn,
  board,
  claimsList,
  adjusterApi,
}) => {
  await loggedIn;
  await board.openFromList(claimsList);
  expect(await board.columnTitles()).toEqual([
    'New',
    'In Progress',
    'Pending Client',
    'Pending Insurance',
    'Appraisal',
    'Settled',
    'Closed',
  ]);
  await expect(claimsList.claimSettings()).toHaveAttribute('href', '/settings/claims-kanban');

  const other = await context.newPage();
  const otherBoard = new KanbanPage(other);
  await other.goto('/claims');
  await otherBoard.waitForBoard();

  const id = await board.firstCardId('Pending Client');
  const before = {
    from: await board.count('Pending Client'),
    to: await board.count('In Progress'),
  };
  await board.drag(id, 'In Progress');
  await expect(board.cardIn('In Progress', id)).toBeVisible();
  await expect.poll(() => board.count('In Progress')).toBe(before.to + 1);
  await expect.poll(() => board.count('Pending Client')).toBe(before.from - 1);
  // The second tab saw it without a reload.
  await expect(otherBoard.cardIn('In Progress', id)).toBeVisible();

  await expect.poll(async () => (await adjusterApi.claim(id)).status).toBe('In Progress');
  await expect
    .poll(
      async () => (await adjusterApi.statusChangeNotes(id, 'Pending Client', 'In Progress')).length,
    )
    .toBe(1);
  const [note] = await adjusterApi.statusChangeNotes(id, 'Pending Client', 'In Progress');
  expect(note?.text).toBe(
    'Jordan Reyes updated the claim status. They changed status from Pending Client to In Progress.',
  );
  expect(note?.is_client_visible).toBe(false);

  // A drop back on its own column changes nothing.
  await board.drag(id, 'In Progress');
  await expect.poll(() => board.count('In Progress')).toBe(before.to + 1);

  await page.reload();
  await board.waitForBoard();
  await claimsList.switchTo('List');
  await claimsList.waitForRows();
  await expect(claimsList.claimSettings()).toHaveAttribute('href', '/settings/claims-columns');
});

test('kanban move while offline is kept, shown pending, and synced once back online', async ({
  loggedIn,
  board,
  claimsList,
  network,
  adjusterApi,
}) => {
  // Back online, the connection check and the queue may take most of the 45 s poll below.
  test.setTimeout(90_000);
  await loggedIn;
  await board.openFromList(claimsList);
  const id = await board.firstCardId('New');

  await network.goOffline();
  await board.drag(id, 'Pending Client');
  await expect(board.cardIn('Pending Client', id)).toBeVisible();
  await expect(board.card(id).getByLabel('Sync state: Pending')).toBeVisible();
  // The server has not seen it.
  expect((await adjusterApi.claim(id)).status).toBe('New');

  await network.goOnline();
  await expect
    .poll(async () => (await adjusterApi.claim(id)).status, { timeout: 45_000 })
    .toBe('Pending Client');
  await expect
    .poll(async () => (await adjusterApi.statusChangeNotes(id, 'New', 'Pending Client')).length)
    .toBe(1);
  await expect(board.card(id).getByLabel('Sync state: Pending')).toBeHidden({ timeout: 20_000 });
});
