// Dashboard benchmark (issue 16): 10,000 claims and 5,000 tasks in the local database of real
// Chromium with an on-disk profile; the owner's default layout (every widget, charts included)
// reads them all. Usage:
//   npx tsx bench/dashboard/run.ts [claims=10000] [tasks=5000] [runs=7]
// It builds the app, seeds a fresh server data directory, syncs once, then times reloads of `/`
// from navigation start to the first painted row of a widget that needs the local data.
import { expect } from '@playwright/test';
import { seedBenchClaims } from '../claims-list/seed-claims';
import { printRows } from '../support/bench-rows';
import { fmt, logIn, openBench } from '../support/harness';
import { timeReloads, watchFirstPainted } from '../support/paint-probes';
import { seedBenchTasks } from '../tasks/seed-tasks';

const claimsTotal = Number(process.argv[2] ?? 10_000);
const tasksTotal = Number(process.argv[3] ?? 5_000);
const runs = Number(process.argv[4] ?? 7);
const OWNER = 'owner@example.com';
const WATCH_FIRST_WIDGET_ROW = watchFirstPainted('[data-widget="recentClaims"] [role="listitem"]');

const bench = await openBench(
  'dashboard',
  async (dir) => {
    const claims = await seedBenchClaims(dir, claimsTotal);
    await seedBenchTasks(dir, tasksTotal);
    return claims;
  },
  WATCH_FIRST_WIDGET_ROW,
);
const { seeded, server, page } = bench;

await bench.run(async () => {
  const started = await logIn(page, server.url, OWNER);
  // Synced once the status chart's table counts every claim.
  const counted = page.locator('[data-widget="claimsByStatus"] tbody td');
  await expect
    .poll(async () => (await counted.allTextContents()).reduce((sum, n) => sum + Number(n), 0), {
      timeout: 600_000,
    })
    .toBe(seeded);
  const syncMs = Date.now() - started;
  const reload = await timeReloads(page, '/', runs);
  printRows([
    {
      id: 'dashboard/first-sync',
      label: `dashboard (${seeded}): login → all claims counted (first sync)`,
      unit: 'ms',
      samples: [syncMs],
    },
    {
      id: 'dashboard/reload',
      label: `dashboard (${seeded}): reload → first widget row painted`,
      unit: 'ms',
      samples: reload,
    },
  ]);
  return [
    `claims in the local database: ${seeded}, tasks seeded: ${tasksTotal} (login to the dashboard counting them all: ${syncMs} ms)`,
    `reload / → first widget row painted (from navigation start): ${fmt(reload)}`,
  ];
});
