import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ClaimApi } from './pages/claim-api.page';
import { ClaimDetailsPage } from './pages/claim-details.page';
import { ClaimStatusesPage } from './pages/claim-statuses.page';
import { ClaimsListPage } from './pages/claims-list.page';
import { Network } from './pages/network.page';
import { SyncQueuePage } from './pages/sync-queue.page';

type Status = { name: string; timeout_days?: number | null; timeoutDays?: number | null };

test('statuses: add (duplicate refused, 7 days), edit timeout, reorder, remove moving its claims', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.login('admin@example.com');
  await expect(page).toHaveURL(/\/$/);
  const api = await ClaimApi.login(request, 'owner@example.com');
  const serverStatuses = async () => {
    const all = (await api.get(`/organizations/${api.orgId}/settings`)) as Record<string, unknown>;
    const group = (all.claimSettings ?? all.claim_settings) as { statuses: Status[] };
    return group.statuses;
  };
  const settings = new ClaimStatusesPage(page);
  await settings.goto();

  await settings.add('Inspection');
  await expect(settings.timeout('Inspection')).toHaveValue('7');
  await settings.add('inspection');
  await expect(settings.error()).toBeVisible();
  await settings.timeout('Inspection').fill('10');
  await settings.timeout('Inspection').blur();
  await settings.moveUp('Inspection');
  // The move is saved, then the list re-renders from the local record: wait for it.
  await expect
    .poll(async () => (await settings.names()).slice(-2))
    .toEqual(['Inspection', 'Closed']);
  const local = await settings.names();
  await expect
    .poll(async () => (await serverStatuses()).map((s) => s.name), { timeout: 20_000 })
    .toEqual(local);
  // Reordering by keyboard drag on the grip is saved the same way.
  await settings.dragWithKeyboard('Closed', 'ArrowUp');
  await expect
    .poll(async () => (await settings.names()).slice(-2))
    .toEqual(['Closed', 'Inspection']);
  await expect
    .poll(async () => (await serverStatuses()).map((s) => s.name).slice(-2), { timeout: 20_000 })
    .toEqual(['Closed', 'Inspection']);
  const saved = (await serverStatuses()).find((s) => s.name === 'Inspection');
  expect(saved?.timeout_days ?? saved?.timeoutDays).toBe(10);

  // The new status is offered on a claim at once; a claim is put in it.
  const id = String((await api.createClaim(`POL-STAT-${Date.now()}`)).id);
  const details = new ClaimDetailsPage(page);
  await details.goto(id);
  await details.changeStatus('Inspection');
  await expect
    .poll(async () => (await api.claim(id)).status, { timeout: 20_000 })
    .toBe('Inspection');

  // Removing it asks where its claims go; they move as status changes, none is lost.
  await settings.goto();
  await settings.remove('Inspection', 'In Progress');
  expect(await settings.names()).not.toContain('Inspection');
  await expect
    .poll(async () => (await api.claim(id)).status, { timeout: 20_000 })
    .toBe('In Progress');
  expect((await serverStatuses()).map((s) => s.name)).not.toContain('Inspection');
  await details.goto(id);
  await expect(details.statusSelect()).toHaveValue('In Progress');
  await expect(details.historyEntry('Status Change').first()).toContainText(
    'Marcus Chen updated the claim status. They changed status from Inspection to In Progress.',
  );
});

test('a user without manage_settings sees the statuses but cannot change them', async ({
  page,
  loggedIn,
}) => {
  void loggedIn;
  const settings = new ClaimStatusesPage(page);
  await settings.goto();
  await expect(page.getByText('Only administrators can change the claim statuses.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Pending Insurance' })).toContainText(
    '14 days',
  );
  await expect(page.getByRole('button', { name: 'Add status' })).toHaveCount(0);
});

test('offline: a timeout edit is one queued save; removing a status moves its claims here at once, then syncs once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const login = new LoginPage(page);
  await login.goto();
  await login.login('admin@example.com');
  await expect(page).toHaveURL(/\/$/);
  const api = await ClaimApi.login(request, 'owner@example.com');
  const network = new Network(page, context);
  await network.expectAppShellCached();
  const list = new ClaimsListPage(page);
  await list.goto();
  await page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
  const inAppraisal = ((await api.claims()) as { id: string; status: string }[])
    .filter((c) => c.status === 'Appraisal')
    .map((c) => String(c.id));
  expect(inAppraisal.length).toBeGreaterThan(0);
  // This device keeps the claims it has opened (offline claimsToStore): open them, so it holds them.
  const details = new ClaimDetailsPage(page);
  for (const id of inAppraisal) {
    await details.goto(id);
    await expect(details.statusSelect()).toHaveValue('Appraisal');
  }

  await network.goOffline();
  const settings = new ClaimStatusesPage(page);
  await settings.goto();
  const queue = new SyncQueuePage(page);
  await expect(queue.badge).toHaveCount(0);

  // Typed key by key, committed with Enter: one queued save.
  await settings.typeTimeout('New', '12');
  await expect(settings.timeout('New')).toHaveValue('12');
  await queue.open();
  await expect.poll(() => queue.waitingCount()).toBe(1);
  await queue.close();
  // Invalid values show an error at the field and queue nothing; Escape puts the value back.
  await settings.typeTimeout('Settled', '-4', 'Tab');
  await expect(settings.timeoutError()).toBeVisible();
  await expect(settings.timeout('Settled')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: 'test-results/statuses-error-1440.png', fullPage: true });
  await settings.timeout('Settled').press('Escape');
  await expect(settings.timeout('Settled')).toHaveValue('7');
  await expect(settings.timeoutError()).toBeHidden();
  await settings.typeTimeout('Settled', '99999', 'Enter');
  await expect(settings.timeoutError()).toBeVisible();
  await settings.timeout('Settled').press('Escape');
  await queue.open();
  expect(await queue.waitingCount()).toBe(1);
  await queue.close();

  // Removing Appraisal offline: its claims show the new status and their note at once.
  await settings.remove('Appraisal', 'Settled');
  await expect.poll(() => settings.names()).not.toContain('Appraisal');
  await queue.open();
  await expect.poll(() => queue.waitingCount()).toBe(1 + inAppraisal.length + 1);
  await queue.close();
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: 'test-results/statuses-offline-1024.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await list.goto('?status=Settled');
  for (const id of inAppraisal) await expect(list.row(id)).toBeVisible();
  const noteText =
    'Marcus Chen updated the claim status. They changed status from Appraisal to Settled.';
  await details.goto(inAppraisal[0]!);
  await expect(details.statusSelect()).toHaveValue('Settled');
  await expect(details.historyEntry(noteText)).toHaveCount(1);
  // Still there after an offline reload, and nothing reached the server.
  await page.reload();
  await expect(details.statusSelect()).toHaveValue('Settled', { timeout: 20_000 });
  await expect(details.historyEntry(noteText)).toHaveCount(1);
  expect((await api.claim(inAppraisal[0]!)).status).toBe('Appraisal');

  await network.goOnline();
  for (const id of inAppraisal) {
    await expect
      .poll(async () => (await api.claim(id)).status, { timeout: 30_000 })
      .toBe('Settled');
    const notes = (await api.notesOf(id)).filter((n) => n.text === noteText);
    expect(notes).toHaveLength(1);
  }
  // The status list is its own queued write: it may land a moment after the claims' moves.
  const statuses = async () =>
    (await api.get(`/organizations/${api.orgId}/claim_statuses`)) as Status[];
  await expect
    .poll(async () => (await statuses()).map((s) => s.name), { timeout: 30_000 })
    .not.toContain('Appraisal');
  expect((await statuses()).find((s) => s.name === 'New')?.timeout_days).toBe(12);
  await expect(queue.badge).toHaveCount(0, { timeout: 30_000 });

  // After sync and a reload: the server's note took the local note's place, no duplicate.
  await page.reload();
  await expect(details.statusSelect()).toHaveValue('Settled', { timeout: 20_000 });
  await expect(details.historyEntry(noteText)).toHaveCount(1);
  await settings.goto();
  await expect.poll(() => settings.names()).not.toContain('Appraisal');
  await expect(settings.timeout('New')).toHaveValue('12');
});
