// Task screen benchmark: 5,000 tasks in the local database of real Chromium with an on-disk
// profile, against a plain baseline page in the same run. Usage:
//   npx tsx bench/tasks/run.ts [tasks=5000] [runs=7]
// It builds the app, seeds a fresh server data directory, syncs once, then measures.
import { expect, type Page } from '@playwright/test';
import { printRows } from '../support/bench-rows';
import { apiList, fmt, logIn, openBench } from '../support/harness';
import { PLAIN_PAGE } from './plain-baseline';
import { timeKeystroke, timeReloads, watchFirstPainted } from '../support/paint-probes';
import { seedBenchTasks } from './seed-tasks';

declare global {
  interface Window {
    loadTasks?: (json: string) => Promise<number>;
  }
}

// Letters of the rare two-letter codes in the seeded titles: each keeps some rows, drops others.
const KEYS = ['x', 'q', 'z', 'j', 'k', 'w', 'v', 'y', 'x', 'q', 'z'];
const SEARCH = 'input[aria-label="Search tasks"]';
/** The first task row of the tasks screen's list. */
const WATCH_FIRST_TASK = watchFirstPainted('[role="table"] [data-task-id]');
const APP_COUNT = '.mantine-Paper-root [aria-live="polite"]';

const total = Number(process.argv[2] ?? 5_000);
const runs = Number(process.argv[3] ?? 7);
const bench = await openBench('tasks', (dir) => seedBenchTasks(dir, total), WATCH_FIRST_TASK);
const { seeded, server, context, page } = bench;

/** The tasks as the API sends them, and how many are open (what the Team list shows). */
async function apiTasks(): Promise<{ json: string; open: number }> {
  const rows = await apiList<{ status: string }>(server.url, 'tasks');
  return { json: JSON.stringify(rows), open: rows.filter((t) => t.status !== 'done').length };
}

async function loginAndSync(p: Page, open: number) {
  const started = await logIn(p, server.url);
  await p.goto('/tasks?view=team');
  await expect(p.getByText(`${open.toLocaleString('en-US')} tasks`, { exact: true })).toBeVisible({
    timeout: 600_000,
  });
  return Date.now() - started;
}

/** Keystrokes into the empty search box, each from the full list (its count shown). */
async function keystrokes(p: Page, count: string, full: string): Promise<number[]> {
  const times: number[] = [];
  for (const key of KEYS.slice(0, Math.max(runs, 3))) {
    await p.locator(SEARCH).fill('');
    await expect(p.locator(count)).toHaveText(full);
    const ms = await timeKeystroke(p, SEARCH, count, key);
    if (ms !== null) times.push(ms);
  }
  return times;
}

await bench.run(async () => {
  const { json, open } = await apiTasks();
  const full = `${open.toLocaleString('en-US')} tasks`;
  const syncMs = await loginAndSync(page, open);
  const reload = await timeReloads(page, '/tasks?view=team', runs);
  await expect(page.getByText(full, { exact: true })).toBeVisible();
  const listKeys = await keystrokes(page, APP_COUNT, full);
  await page.locator(SEARCH).fill('');
  await page.goto('/tasks?view=team&layout=board');
  await expect(page.getByRole('list', { name: 'Tasks by status' })).toBeVisible();
  // The board shows the Team view's done tasks too.
  const boardFull = `${seeded.toLocaleString('en-US')} tasks`;
  await expect(page.getByText(boardFull, { exact: true })).toBeVisible();
  const boardKeys = await keystrokes(page, APP_COUNT, boardFull);

  const plain = await context.newPage();
  await plain.setContent(PLAIN_PAGE);
  const plainFirst: number[] = [];
  for (let i = 0; i < runs; i++) {
    plainFirst.push(await plain.evaluate((data) => window.loadTasks!(data), json));
  }
  const plainKeys = await keystrokes(plain, '#count', full);

  const report = [
    `tasks in the local database: ${seeded}, ${open} open (login to the Team list showing them: ${syncMs} ms)`,
    `reload /tasks?view=team → first rows painted (from navigation start): ${fmt(reload)}`,
    `  plain baseline, JSON in memory → first rows painted:                ${fmt(plainFirst)}`,
    `list search keystroke → updated rows painted (${open} filtered):      ${fmt(listKeys)}`,
    `  plain baseline keystroke → updated rows painted:                    ${fmt(plainKeys)}`,
    `board search keystroke → updated cards painted (${seeded} filtered): ${fmt(boardKeys)}`,
  ];
  const plainPage = { label: 'plain JSON page' };
  printRows([
    {
      id: 'tasks/first-sync',
      label: `tasks (${seeded}): login → Team list (first sync)`,
      unit: 'ms',
      samples: [syncMs],
    },
    {
      id: 'tasks/reload',
      label: `tasks (${seeded}): reload → first rows painted`,
      unit: 'ms',
      samples: reload,
      baseline: { ...plainPage, samples: plainFirst },
    },
    {
      id: 'tasks/search-keystroke',
      label: `tasks (${seeded}): list search keystroke → rows`,
      unit: 'ms',
      samples: listKeys,
      baseline: { ...plainPage, samples: plainKeys },
    },
    {
      id: 'tasks/board-keystroke',
      label: `tasks (${seeded}): board search keystroke → cards`,
      unit: 'ms',
      samples: boardKeys,
    },
  ]);
  return report;
});
