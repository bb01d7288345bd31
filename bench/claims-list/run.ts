// Claims list benchmark: 10,000 claims in the local database of real Chromium with an on-disk
// profile. Usage: npx tsx bench/claims-list/run.ts [claims=10000] [runs=7]
// (BENCH_SHOTS=<dir> also saves screenshots of the list and the board at 1440 and 1024 px;
// BENCH_PROFILE=<file> also saves a CPU profile of one more reload and prints its top self times;
// BENCH_KEPT=25 keeps the details of 25 claims only, as the default offline settings do: every
// claim is still listed, and the storage row shows what the device holds then).
// It builds the app, seeds a fresh server data directory, syncs once, then measures.
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { printRows, type BenchRow } from '../support/bench-rows';
import { profileAction } from '../support/cpu-profile';
import { fmt, logIn, openBench } from '../support/harness';
import {
  longTasksAfterFirstRow,
  timeInAppNavigation,
  timeKeystroke,
  timeViewSwitch,
  WATCH_FIRST_ROW,
} from './page-probes';
import { openPlainRxdbList } from './plain-rxdb';
import { seedBenchClaims } from './seed-claims';

// Letters that appear in some claims but not in all, so each keystroke changes the rows.
const KEYS = ['x', 'q', 'z', 'j', 'k', 'w', 'v', 'y', 'x', 'q', 'z'];

const total = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 7);
// BENCH_DIST=<dir> measures an existing build (e.g. of an earlier commit, to compare) instead.
const kept = process.env.BENCH_KEPT ? Number(process.env.BENCH_KEPT) : ('all' as const);
const bench = await openBench(
  'claims-list',
  (dir) => seedBenchClaims(dir, total, kept),
  WATCH_FIRST_ROW,
);
const { seeded, server, page } = bench;

async function loginAndSync(p: Page) {
  const started = await logIn(p, server.url);
  await p.goto('/claims');
  await expect(
    p.getByText(`${seeded.toLocaleString('en-US')} claims`, { exact: true }),
  ).toBeVisible({ timeout: 600_000 });
  return { ms: Date.now() - started, longTasks: await longTasksAfterFirstRow(p) };
}

/** List and kanban with every claim, at desktop and tablet sizes, for a look at the layout. */
async function screenshots(p: Page, dir: string) {
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await p.setViewportSize({ width, height });
    for (const view of ['Kanban', 'List'] as const) {
      const cell =
        view === 'List'
          ? '[role="table"] [data-claim-id]'
          : '[aria-label="Claims by status"] [data-claim-id]';
      await timeViewSwitch(p, view, cell);
      await p.waitForTimeout(500);
      await p.screenshot({ path: join(dir, `claims-${view.toLowerCase()}-${width}.png`) });
    }
  }
  await p.setViewportSize({ width: 1440, height: 900 });
}

/** What the origin stores once the first sync and the retention pass after it have settled. */
async function storageUsedMiB(p: Page): Promise<number> {
  await p.waitForTimeout(3_000);
  const usage = await p.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  return usage / 1024 / 1024;
}

await bench.run(async () => {
  const { ms: syncMs, longTasks } = await loginAndSync(page);
  const storedMiB = await storageUsedMiB(page);
  const reload: number[] = [];
  const shell: number[] = [];
  const inApp: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto('/claims');
    const ready = () => window.__firstRowAt !== undefined && window.__shellAt !== undefined;
    await page.waitForFunction(ready, null, { timeout: 60_000 });
    const [shellAt, rowAt] = await page.evaluate(() => [window.__shellAt!, window.__firstRowAt!]);
    shell.push(shellAt);
    reload.push(rowAt);
  }
  const afterShell = reload.map((at, i) => at - shell[i]!);
  const profileFile = process.env.BENCH_PROFILE;
  const profiled = profileFile
    ? await profileAction(
        page,
        async () => {
          await page.goto('/claims');
          await page.waitForFunction(() => window.__firstRowAt !== undefined, null, {
            timeout: 60_000,
          });
        },
        profileFile,
      )
    : [];
  for (let i = 0; i < runs; i++) {
    await page.goto('/');
    // The change feed keeps a request open, so "network idle" never comes: let the dashboard settle.
    await page.getByRole('link', { name: 'Claims', exact: true }).waitFor();
    await page.waitForTimeout(1500);
    inApp.push(await timeInAppNavigation(page));
  }
  const search = page.getByRole('textbox', { name: 'Search claims' });
  const keys = await timeSearchKeys(page, seeded, runs);
  const kanban: number[] = [];
  await search.fill('');
  for (let i = 0; i < runs; i++) {
    kanban.push(
      await timeViewSwitch(page, 'Kanban', '[aria-label="Claims by status"] [data-claim-id]'),
    );
    await timeViewSwitch(page, 'List', '[role="table"] [data-claim-id]');
  }
  // The count and the cards change in one commit, so the count's frame is the cards' frame.
  await timeViewSwitch(page, 'Kanban', '[aria-label="Claims by status"] [data-claim-id]');
  const kanbanKeys = await timeSearchKeys(page, seeded, runs);
  await search.fill('');
  await timeViewSwitch(page, 'List', '[role="table"] [data-claim-id]');
  if (process.env.BENCH_SHOTS) await screenshots(page, process.env.BENCH_SHOTS);
  // The same operations on plain RxDB on Dexie, in this browser (plain-rxdb-page.ts).
  const plain = await openPlainRxdbList(bench.context, seeded);
  const plainFirst = await plain.firstRows(runs);
  // Every fixture claim has an Alvarez among its customers: z and v would leave the count as is.
  const plainKeys = await plain.keystrokes(
    KEYS.filter((key) => !'zv'.includes(key)).slice(0, Math.max(runs, 3)),
  );
  const plainKanban = await plain.kanban(runs);
  await plain.close();
  const report = [
    `claims in the local database: ${seeded} (login to the list showing all, first sync: ${syncMs} ms)`,
    `details kept: ${kept}; storage used after the first sync: ${storedMiB.toFixed(1)} MiB`,
    `first sync, after the first rows showed: ${longTasks.count} main-thread tasks over 50 ms, the longest ${longTasks.longest.toFixed(0)} ms, ${longTasks.total.toFixed(0)} ms in all (target: none)`,
    `reload /claims → first rows painted (from navigation start): ${fmt(reload)}`,
    `reload /claims → app shell painted (from navigation start):  ${fmt(shell)}`,
    `reload /claims → first rows painted after the app shell:     ${fmt(afterShell)}`,
    `sidebar click → /claims first rows painted (in-app):         ${fmt(inApp)}`,
    `search keystroke → updated rows painted (all ${seeded} filtered): ${fmt(keys)}`,
    `list → kanban toggle → first cards painted (7 columns):       ${fmt(kanban)}`,
    `kanban search keystroke → updated cards painted:              ${fmt(kanbanKeys)}`,
    `plain RxDB/Dexie baseline: fresh database → all read, first rows painted: ${fmt(plainFirst)}`,
    `plain RxDB/Dexie baseline: search keystroke → rows painted:               ${fmt(plainKeys)}`,
    `plain RxDB/Dexie baseline: group by status → cards painted:               ${fmt(plainKanban)}`,
    ...(profileFile ? [`one more reload, profiled (${profileFile}), top self times:`] : []),
    ...profiled,
  ];
  const row = (id: string, label: string, samples: number[], base?: number[]): BenchRow => ({
    id: `claims-list/${id}`,
    label: `claims list (${seeded.toLocaleString('en-US')}): ${label}`,
    unit: 'ms',
    samples,
    ...(base ? { baseline: { label: 'plain RxDB/Dexie', samples: base } } : {}),
  });
  printRows([
    row('first-sync', 'login → all claims listed (first sync)', [syncMs]),
    {
      id: 'claims-list/first-sync-long-tasks',
      label: `claims list (${seeded.toLocaleString('en-US')}): first sync, longest main-thread task after the first rows`,
      unit: 'ms',
      samples: [longTasks.longest],
    },
    {
      id: `claims-list/storage-kept-${kept}`,
      label: `claims list (${seeded.toLocaleString('en-US')}): storage after first sync, details of ${kept} kept`,
      unit: 'MiB',
      samples: [storedMiB],
    },
    row('reload', 'reload → first rows painted', reload, plainFirst),
    row('reload-shell', 'reload → app shell painted', shell),
    row('reload-after-shell', 'reload: app shell → first rows painted', afterShell),
    row('sidebar-click', 'sidebar click → first rows', inApp, plainFirst),
    row('search-keystroke', 'search keystroke → rows', keys, plainKeys),
    row('kanban-toggle', 'kanban toggle → cards', kanban, plainKanban),
    row('kanban-keystroke', 'kanban search keystroke → cards', kanbanKeys),
  ]);
  return report;
});

/** Search keystrokes, each from the full list (its count shown), in the view on screen. */
async function timeSearchKeys(page: Page, seeded: number, runs: number): Promise<number[]> {
  const search = page.getByRole('textbox', { name: 'Search claims' });
  const times: number[] = [];
  for (const key of KEYS.slice(0, Math.max(runs, 3))) {
    await search.fill('');
    await expect(
      page.getByText(`${seeded.toLocaleString('en-US')} claims`, { exact: true }),
    ).toBeVisible();
    const ms = await timeKeystroke(page, key);
    if (ms !== null) times.push(ms);
  }
  return times;
}
