import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADJUSTER, expect, test } from './fixtures';
import type { ClaimsApi } from './support/claims-api';
import { ClaimDetailsPage } from './pages/claim-details.page';
import { startConversation } from './pages/conversation-start.page';
import { DashboardPage } from './pages/dashboard.page';
import { KillableBrowser } from './support/killable-browser';
import { LoginPage } from './pages/login.page';
import { Network } from './support/network';
import { SyncQueuePage } from './pages/sync-queue.page';

const STATUSES = ['New', 'In Progress', 'Pending Client', 'Pending Insurance', 'Appraisal'];

async function someClaim(api: ClaimsApi) {
  const claim = (await api.claims()).find((c) => !c.deleted && STATUSES.includes(String(c.status)));
  if (!claim) throw new Error('The demo seed has no open claim');
  const next = STATUSES.find((s) => s !== claim.status)!;
  return { id: String(claim.id), next };
}

// Issue 5: "nothing acknowledged on screen may be lost on reload, tab close or crash". The
// browser runs on an on-disk profile (the harness's default context keeps IndexedDB in memory)
// and is SIGKILLed right after the last change of an offline burst shows on screen.
test('a browser killed mid-burst keeps every acknowledged change; the server gets each once', async ({
  baseURL,
  adjusterApi,
}) => {
  test.setTimeout(240_000);
  const { id, next } = await someClaim(adjusterApi);
  const tag = `burst-${Date.now()}`;
  const title = `Burst ${tag}`;
  const texts = Array.from(
    { length: 10 },
    (_, i) => `${tag} note ${String(i + 1).padStart(2, '0')}`,
  );
  const profile = mkdtempSync(join(tmpdir(), 'claimsdesk-burst-'));
  const claimUrl = `${baseURL}/claims/${id}`;

  const first = await KillableBrowser.launch(profile);
  try {
    const page = first.page;
    await page.goto(`${baseURL}/login`);
    await new LoginPage(page).login(ADJUSTER.email);
    await new DashboardPage(page).expectGreeting(ADJUSTER.name);
    const network = new Network(page, first.context);
    await network.expectAppShellCached();
    const details = new ClaimDetailsPage(page);
    await page.goto(claimUrl);
    await expect(details.statusSelect()).toBeVisible({ timeout: 20_000 });
    await network.goOffline();

    await startConversation(page, title);
    for (const [i, text] of texts.entries()) {
      await details.addNote(text, title);
      await expect(details.note(text)).toBeVisible();
      if (i === 4) await details.changeStatus(next);
    }
  } finally {
    await first.kill();
  }

  const second = await KillableBrowser.launch(profile);
  try {
    const page = second.page;
    const network = new Network(page, second.context);
    const details = new ClaimDetailsPage(page);
    const queue = new SyncQueuePage(page);
    // Still offline: the app opens from the service worker, on what the disk kept.
    await network.goOffline();
    await page.goto(claimUrl);
    await expect(details.statusSelect()).toHaveValue(next, { timeout: 30_000 });
    await details.openConversation(title);
    for (const text of texts) await expect(details.note(text)).toHaveCount(1);

    // Conversation, ten notes, the status change: all still queued.
    await queue.open();
    const waiting = await queue.waitingCount();
    expect(waiting).toBeGreaterThanOrEqual(12);
    await expect(queue.badge).toHaveText(String(waiting));
    expect(await adjusterApi.notesOf(id)).not.toContainEqual(
      expect.objectContaining({ text: expect.stringContaining(tag) }),
    );
    await queue.close();

    await network.goOnline();
    await expect(queue.badge).toBeHidden({ timeout: 60_000 });
    await expect
      .poll(
        async () =>
          (await adjusterApi.notesOf(id)).filter((n) => String(n.text).includes(tag)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(texts.length);
    const onServer = (await adjusterApi.notesOf(id)).map((n) => String(n.text));
    for (const text of texts) expect(onServer.filter((t) => t.includes(text))).toHaveLength(1);
    expect((await adjusterApi.claim(id)).status).toBe(next);

    await queue.open();
    expect(await queue.waitingCount()).toBe(0);
    await expect(queue.lastSuccessfulSync()).toContainText('just now');
  } finally {
    await second.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the header queue summary is live in every tab', async ({
  page,
  context,
  loggedIn,
  adjusterApi,
}) => {
  void loggedIn;
  test.setTimeout(120_000);
  const { id } = await someClaim(adjusterApi);
  const title = `Tabs ${Date.now()}`;
  const network = new Network(page, context);
  const details = new ClaimDetailsPage(page);
  await details.goto(id);
  // Both tabs fully started (the second tab's screens load their code after the page's load
  // event) and the app's code cached, before the connection goes.
  await network.expectAppShellCached();
  const other = await context.newPage();
  await other.goto('/');
  await new DashboardPage(other).expectGreeting(ADJUSTER.name);
  const here = new SyncQueuePage(page);
  const there = new SyncQueuePage(other);
  await expect(there.badge).toBeHidden();

  await network.goOffline();
  await startConversation(page, title);
  await details.addNote(`${title} note`, title);
  await expect(details.note(`${title} note`)).toBeVisible();
  await expect(here.badge).toHaveText('2');
  await expect(there.badge).toHaveText('2');
  await there.open();
  expect(await there.waitingCount()).toBe(2);
  await expect(there.panel.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  await there.close();

  await network.goOnline();
  await expect(here.badge).toBeHidden({ timeout: 60_000 });
  await expect(there.badge).toBeHidden();
  // Each tab checks the server itself; until this one has, its action is a reconnect check.
  await expect(
    other.getByRole('button', { name: /^Sync status: (Connected|Last synced)/ }),
  ).toBeEnabled({ timeout: 30_000 });
  await there.open();
  await expect(there.lastSuccessfulSync()).toContainText('just now');
  await expect(there.panel.getByRole('button', { name: 'Sync now' })).toBeEnabled();
});
