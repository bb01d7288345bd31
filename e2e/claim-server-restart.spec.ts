import { expect, test } from '@playwright/test';
import { ADJUSTER } from './fixtures';
import { ClaimApi } from './pages/claim-api.page';
import { ClaimDetailsPage } from './pages/claim-details.page';
import { OwnServer } from './pages/claim-server.page';
import { LoginPage } from './pages/login.page';

const server = new OwnServer(Number(process.env.E2E_PORT ?? 3100) + 50);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(() => server.stop());

test('server stopped for a while, then restarted: nothing made meanwhile is lost', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const base = server.baseURL;
  const api = await ClaimApi.login(request, 'manager@example.com', base);
  const id = String((await api.createClaim(`POL-DOWN-${Date.now()}`, 'Linda Nguyen', base)).id);

  await page.goto(`${base}/login`);
  await new LoginPage(page).login(ADJUSTER.email);
  await expect(page).toHaveURL(`${base}/`);
  await page.goto(`${base}/claims/${id}`);
  const details = new ClaimDetailsPage(page);
  await expect(details.statusSelect()).toBeVisible({ timeout: 20_000 });

  await server.stop();
  await details.changeStatus('Appraisal');
  await details.createConversation();
  await details.addNote('Written while the server was down', 'Conversation 1');
  await details.addCustomerFromContacts('Kevin Brennan');
  // Kept on this device and shown as not synced (pending, or failed once its attempts are spent).
  await expect(details.syncState()).toHaveAttribute(
    'aria-label',
    /Sync state: (Pending|Sync failed)/,
  );
  // Long enough for several failed sends and pings.
  await page.waitForTimeout(12_000);
  await expect(details.note('Written while the server was down')).toBeVisible();
  await expect(page.getByText('Kevin Brennan')).toBeVisible();

  await server.start();
  // Operations whose attempts ran out while the server was down wait for the user's retry.
  const retry = page.getByRole('button', { name: 'Retry sync' });
  if (await retry.isVisible()) await retry.click();
  const after = await ClaimApi.login(request, 'manager@example.com', base);
  await expect
    .poll(async () => (await after.claim(id, base)).status, { timeout: 90_000 })
    .toBe('Appraisal');
  await expect
    .poll(
      async () =>
        (await after.notesOf(id, base)).filter((n) =>
          String(n.text).includes('Written while the server was down'),
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect
    .poll(
      async () =>
        ((await after.claim(id, base)).customers as { name: string }[]).map((c) => c.name).sort(),
      { timeout: 30_000 },
    )
    .toEqual(['Kevin Brennan', 'Linda Nguyen']);
  await expect(details.syncState()).toHaveAttribute('aria-label', 'Sync state: Synced', {
    timeout: 30_000,
  });
});
