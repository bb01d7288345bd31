import { expect, test } from './fixtures';
import { ClaimsApi } from './support/claims-api';
import { ClaimDetailsPage } from './pages/claim-details.page';

test.beforeEach(async ({ loggedIn }) => loggedIn);

test('two tabs: a change in one shows in the other; another user’s change shows live', async ({
  page,
  context,
  request,
}) => {
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const id = String((await api.createClaim(`POL-LIVE-${Date.now()}`)).id);
  const first = new ClaimDetailsPage(page);
  await first.goto(id);
  const otherPage = await context.newPage();
  const second = new ClaimDetailsPage(otherPage);
  await second.goto(id);

  await first.changeStatus('Pending Client');
  await expect(second.statusSelect()).toHaveValue('Pending Client');
  await second.addCustomerFromContacts('Sarah Johnson');
  await expect(first.customer('Sarah Johnson')).toBeVisible();

  // Another user, through the API: both tabs follow without a reload.
  await api.changeStatus(id, 'Settled');
  await expect(first.statusSelect()).toHaveValue('Settled', { timeout: 20_000 });
  await expect(second.statusSelect()).toHaveValue('Settled', { timeout: 20_000 });
  await expect(first.historyEntry('Status Change').first()).toContainText(
    'Priya Natarajan updated the claim status. They changed status from Pending Client to Settled.',
  );
});

test('a change made in a second tab goes to the server while the leader tab is stalled', async ({
  page,
  context,
  adjusterApi,
}) => {
  test.setTimeout(120_000);
  const id = String((await adjusterApi.createClaim(`POL-STALLED-${Date.now()}`)).id);
  const leader = new ClaimDetailsPage(page);
  await leader.goto(id);
  const otherPage = await context.newPage();
  const visible = new ClaimDetailsPage(otherPage);
  await visible.goto(id);
  // The first tab leads (it drains the queue). Its main thread is kept busy for 25 s: the
  // extreme of a background tab whose timers the browser slows to one a second or a minute
  // (headless Chromium neither hides nor throttles tabs, and ignores a frozen lifecycle state).
  // It stalls between two of its drains: a drain caught mid-way would hold the queue's lock
  // through the stall, and a tab in the background finishes its drain (CI: once, under load).
  const STALL_MS = 25_000;
  const stalled = page.evaluate(async (ms) => {
    const draining = async () => {
      const { held = [], pending = [] } = await navigator.locks.query();
      return [...held, ...pending].some((lock) => lock.name?.startsWith('sync-queue:'));
    };
    while (await draining()) await new Promise((resolve) => setTimeout(resolve, 20));
    console.info('stall begins');
    const end = Date.now() + ms;
    while (Date.now() < end);
  }, STALL_MS);
  void stalled.catch(() => undefined);
  await page.waitForEvent('console', (message) => message.text() === 'stall begins');
  const stalledAt = Date.now();
  await visible.changeStatus('Pending Client');
  await expect
    .poll(async () => (await adjusterApi.claim(id)).status, { timeout: 12_000 })
    .toBe('Pending Client');
  // Sent by the tab in front, not by the leader once its stall ended.
  expect(Date.now() - stalledAt).toBeLessThan(STALL_MS);
  await expect(leader.statusSelect()).toHaveValue('Pending Client', { timeout: 40_000 });
  // Once: one Status Change note, also after the leader has drained again.
  await page.waitForTimeout(6_000);
  expect(await adjusterApi.statusChangeNotes(id, 'New', 'Pending Client')).toHaveLength(1);
});
