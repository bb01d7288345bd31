import { expect, test } from './fixtures';
import { ClaimsApi } from './support/claims-api';

type Status = { name: string; timeout_days?: number | null; timeoutDays?: number | null };

test('statuses: add (duplicate refused, 7 days), edit timeout, reorder, remove moving its claims', async ({
  page,
  request,
  claimDetails,
  loginPage,
  statusSettings,
}) => {
  test.setTimeout(90_000);
  await loginPage.goto();
  await loginPage.login('admin@example.com');
  await expect(page).toHaveURL(/\/$/);
  const api = await ClaimsApi.login(request, 'owner@example.com');
  const serverStatuses = async () => {
    const all = (await api.get(`/organizations/${api.orgId}/settings`)) as Record<string, unknown>;
    const group = (all.claimSettings ?? all.claim_settings) as { statuses: Status[] };
    return group.statuses;
  };
  await statusSettings.goto();

  await statusSettings.add('Inspection');
  await expect(statusSettings.timeout('Inspection')).toHaveValue('7');
  await statusSettings.add('inspection');
  await expect(statusSettings.error()).toBeVisible();
  await statusSettings.timeout('Inspection').fill('10');
  await statusSettings.timeout('Inspection').blur();
  await statusSettings.moveUp('Inspection');
  // The move is saved, then the list re-renders from the local record: wait for it.
  await expect
    .poll(async () => (await statusSettings.names()).slice(-2))
    .toEqual(['Inspection', 'Closed']);
  const local = await statusSettings.names();
  await expect
    .poll(async () => (await serverStatuses()).map((s) => s.name), { timeout: 20_000 })
    .toEqual(local);
  // Reordering by keyboard drag on the grip is saved the same way.
  await statusSettings.dragWithKeyboard('Closed', 'ArrowUp');
  await expect
    .poll(async () => (await statusSettings.names()).slice(-2))
    .toEqual(['Closed', 'Inspection']);
  await expect
    .poll(async () => (await serverStatuses()).map((s) => s.name).slice(-2), { timeout: 20_000 })
    .toEqual(['Closed', 'Inspection']);
  const saved = (await serverStatuses()).find((s) => s.name === 'Inspection');
  expect(saved?.timeout_days ?? saved?.timeoutDays).toBe(10);

  // The new status is offered on a claim at once; a claim is put in it.
  const id = String((await api.createClaim(`POL-STAT-${Date.now()}`)).id);
  await claimDetails.goto(id);
  await claimDetails.changeStatus('Inspection');
  await expect
    .poll(async () => (await api.claim(id)).status, { timeout: 20_000 })
    .toBe('Inspection');

  // Removing it asks where its claims go; they move as status changes, none is lost.
  await statusSettings.goto();
  await statusSettings.remove('Inspection', 'In Progress');
  expect(await statusSettings.names()).not.toContain('Inspection');
  await expect
    .poll(async () => (await api.claim(id)).status, { timeout: 20_000 })
    .toBe('In Progress');
  expect((await serverStatuses()).map((s) => s.name)).not.toContain('Inspection');
  await claimDetails.goto(id);
  await expect(claimDetails.statusSelect()).toHaveValue('In Progress');
  await expect(claimDetails.historyEntry('Status Change').first()).toContainText(
    'Marcus Chen updated the claim status. They changed status from Inspection to In Progress.',
  );
});

test('a user without manage_settings sees the statuses but cannot change them', async ({
  page,
  loggedIn,
  statusSettings,
}) => {
  void loggedIn;
  await statusSettings.goto();
  await expect(page.getByText('Only administrators can change the claim statuses.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Pending Insurance' })).toContainText(
    '14 days',
  );
  await expect(page.getByRole('button', { name: 'Add status' })).toHaveCount(0);
});

test('offline: a timeout edit is one queued save; removing a status moves its claims here at once, then syncs once', async ({
  page,
  request,
  claimDetails,
  claimsList,
  loginPage,
  network,
  statusSettings,
  syncQueue,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginPage.goto();
  await loginPage.login('admin@example.com');
  await expect(page).toHaveURL(/\/$/);
  const api = await ClaimsApi.login(request, 'owner@example.com');
  await network.expectAppShellCached();
  await claimsList.goto();
  await page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
  const inAppraisal = ((await api.claims()) as { id: string; status: string }[])
    .filter((c) => c.status === 'Appraisal')
    .map((c) => String(c.id));
  expect(inAppraisal.length).toBeGreaterThan(0);
  // This device keeps the details of the claims it has opened (offline claimsToStore): open them.
  for (const id of inAppraisal) {
    await claimDetails.goto(id);
    await expect(claimDetails.statusSelect()).toHaveValue('Appraisal');
  }

  await network.goOffline();
  await statusSettings.goto();
  await expect(syncQueue.badge).toHaveCount(0);

  // Typed key by key, committed with Enter: one queued save.
  await statusSettings.typeTimeout('New', '12');
  await expect(statusSettings.timeout('New')).toHaveValue('12');
  await syncQueue.open();
  await expect.poll(() => syncQueue.waitingCount()).toBe(1);
  await syncQueue.close();
  // Invalid values show an error at the field and queue nothing; Escape puts the value back.
  await statusSettings.typeTimeout('Settled', '-4', 'Tab');
  await expect(statusSettings.timeoutError()).toBeVisible();
  await expect(statusSettings.timeout('Settled')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: 'test-results/statuses-error-1440.png', fullPage: true });
  await statusSettings.timeout('Settled').press('Escape');
  await expect(statusSettings.timeout('Settled')).toHaveValue('7');
  await expect(statusSettings.timeoutError()).toBeHidden();
  await statusSettings.typeTimeout('Settled', '99999', 'Enter');
  await expect(statusSettings.timeoutError()).toBeVisible();
  await statusSettings.timeout('Settled').press('Escape');
  await syncQueue.open();
  expect(await syncQueue.waitingCount()).toBe(1);
  await syncQueue.close();

  // Removing Appraisal offline: its claims show the new status and their note at once.
  await statusSettings.remove('Appraisal', 'Settled');
  await expect.poll(() => statusSettings.names()).not.toContain('Appraisal');
  await syncQueue.open();
  await expect.poll(() => syncQueue.waitingCount()).toBe(1 + inAppraisal.length + 1);
  await syncQueue.close();
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: 'test-results/statuses-offline-1024.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await claimsList.goto('?status=Settled');
  for (const id of inAppraisal) await expect(claimsList.row(id)).toBeVisible();
  const noteText =
    'Marcus Chen updated the claim status. They changed status from Appraisal to Settled.';
  await claimDetails.goto(inAppraisal[0]!);
  await expect(claimDetails.statusSelect()).toHaveValue('Settled');
  await expect(claimDetails.historyEntry(noteText)).toHaveCount(1);
  // Still there after an offline reload, and nothing reached the server.
  await page.reload();
  await expect(claimDetails.statusSelect()).toHaveValue('Settled', { timeout: 20_000 });
  await expect(claimDetails.historyEntry(noteText)).toHaveCount(1);
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
  await expect(syncQueue.badge).toHaveCount(0, { timeout: 30_000 });

  // After sync and a reload: the server's note took the local note's place, no duplicate.
  await page.reload();
  await expect(claimDetails.statusSelect()).toHaveValue('Settled', { timeout: 20_000 });
  await expect(claimDetails.historyEntry(noteText)).toHaveCount(1);
  await statusSettings.goto();
  await expect.poll(() => statusSettings.names()).not.toContain('Appraisal');
  await expect(statusSettings.timeout('New')).toHaveValue('12');
});
