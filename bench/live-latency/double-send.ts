// Issue 11's bug, tried the way it was reported, N times in a row: the adjuster has a claim open in
// tab A; tab B opens the same claim; one tab changes the status and tab B is closed (or reloaded)
// the moment it shows the change. Alternate rounds make the change in tab B itself, so the tab that
// goes away is the one that was sending it. The bug was a second `PUT …/status` sent with the
// stale version by the tab left behind: a 409, a false conflict on screen and a failed change.
// Checked after every round, in the real browser against the real server (demo data):
//   - no response of the app is a 409, and no conflict banner shows in tab A;
//   - the server has the new status;
//   - the sync queue ends with nothing failed or waiting;
// and at the end: the server holds exactly one "Status Change" note per change (exactly once).
// `npx tsx bench/live-latency/double-send.ts [--rounds 20]` (BENCH_DIST reuses a build).
import type { Page } from '@playwright/test';
import { apiList, apiSession, logIn, openBench } from '../support/harness';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1] || 20);
const KEEP_NAMES = 'window.__name = (fn) => fn;';
const STATUSES = ['Pending Client', 'Pending Insurance'];
const CONFLICT = 'This claim was changed here and on the server';

const statusBox = (page: Page) => page.getByRole('combobox', { name: 'Status', exact: true });

async function choose(page: Page, status: string) {
  await statusBox(page).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main() {
  const bench = await openBench('double-send', async () => 0, KEEP_NAMES);
  const { page: tabA, context, server } = bench;
  await bench.run(async () => {
    await logIn(tabA, server.url);
    const session = await apiSession(server.url);
    const claim = (
      await apiList<{ id: string; status: string }>(server.url, 'claims', session)
    )[0]!;
    const conflicts: string[] = [];
    let puts = 0;
    context.on('response', (response) => {
      const url = response.url();
      if (url.includes(`/claims/${claim.id}/status`) && response.request().method() === 'PUT')
        puts += 1;
      if (response.status() === 409) conflicts.push(`${response.request().method()} ${url}`);
    });
    await tabA.goto(`/claims/${claim.id}`);
    await statusBox(tabA).waitFor();
    const serverStatus = async () =>
      (await apiList<{ id: string; status: string }>(server.url, 'claims', session)).find(
        (c) => c.id === claim.id,
      )?.status;
    const queueIdle = () =>
      tabA
        .getByTestId('sync-queue-button')
        .getAttribute('aria-label')
        .then((label) => label === 'Sync queue: 0 waiting, 0 failed, 0 conflicts');
    const statusNotes = async () =>
      (await apiList<Record<string, unknown>>(server.url, 'notes', session)).filter(
        (n) => (n.claim_id ?? n.claimId) === claim.id && String(n.title ?? '').startsWith('Status'),
      ).length;
    const notesBefore = await statusNotes();
    let changes = 0;
    const lines: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const status = STATUSES[round % 2]!;
      const tabB = await context.newPage();
      await tabB.goto(`/claims/${claim.id}`);
      await statusBox(tabB).waitFor();
      await choose(round % 4 < 2 ? tabA : tabB, status);
      changes += 1;
      await until(async () => (await statusBox(tabB).inputValue()) === status, 'tab B to show it');
      if (round % 2 === 0) await tabB.close();
      else await tabB.reload();
      await until(async () => (await serverStatus()) === status, 'the server to have it');
      await until(queueIdle, 'the queue to be empty');
      if (await tabA.getByText(CONFLICT).isVisible()) conflicts.push(`round ${round}: banner`);
      if (!tabB.isClosed()) await tabB.close();
      lines.push(
        `round ${round + 1}: changed in tab ${round % 4 < 2 ? 'A' : 'B'}, tab B ${round % 2 === 0 ? 'closed' : 'reloaded'}; 409s so far ${conflicts.length}`,
      );
    }
    // The automatic notes land through the queue too: give the last one a moment to arrive.
    const want = notesBefore + changes;
    await until(async () => (await statusNotes()) >= want, 'every status note', 15_000).catch(
      () => undefined,
    );
    const notes = (await statusNotes()) - notesBefore;
    return [
      ...lines,
      `double send, ${rounds} rounds: status changes ${changes}, PUT …/status answered ${puts}, ` +
        `409 or conflict ${conflicts.length}${conflicts.length ? ` (${conflicts.join('; ')})` : ''}, ` +
        `status-change notes on the server ${notes} (want ${changes})`,
      conflicts.length === 0 && notes === changes ? 'PASS' : 'FAIL',
    ];
  });
}

await main();
