import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveBundledPage } from '../support/bundled-page';
import { openBenchBrowser } from '../support/harness';

// `npx tsx bench/claims-list/first-page-query.ts [claims=10000] [runs=9]`
// The claims list's first page (issue 17) is `find({ sort: [{ lastUpdated: 'desc' }], limit: 60 })`.
// RxDB's query planner never lets a descending sort use an index order (query-planner.js: "most
// storages do not support descending indexes"), so on Dexie that query walks a cursor over every
// claim, reads each one, sorts them all and keeps 60. The baseline is the same query bounded below
// by the 60th newest's lastUpdated: the cursor then reads only the claims in that range.

type ProbePage = Window & {
  fill: (total: number) => Promise<string>;
  firstPage: (floor: string | null) => Promise<{ ms: number; ids: string[] }>;
};

const total = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 9);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const served = await serveBundledPage(
  new URL('./first-page-query-page.ts', import.meta.url),
  '<!doctype html><script type="module" src="/bench.js"></script>',
);
const url = served.url;
const work = await mkdtemp(join(tmpdir(), 'bench-first-page-'));
const { context, page } = await openBenchBrowser(work, url, '');
try {
  await page.goto(url);
  await page.waitForFunction(() => 'fill' in window);
  const floor = await page.evaluate((n) => (window as unknown as ProbePage).fill(n), total);
  const unbounded: number[] = [];
  const bounded: number[] = [];
  for (let run = 0; run < runs; run++) {
    const all = await page.evaluate(() => (window as unknown as ProbePage).firstPage(null));
    const range = await page.evaluate((f) => (window as unknown as ProbePage).firstPage(f), floor);
    if (all.ids.join() !== range.ids.join()) throw new Error('The two queries disagree');
    unbounded.push(all.ms);
    bounded.push(range.ms);
  }
  const fmt = (values: number[]) =>
    `median ${median(values).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
  console.log(`first page (60 newest of ${total} claims), fresh database each run, ${runs} runs:`);
  console.log(`  sort desc + limit (the app's query): ${fmt(unbounded)}`);
  console.log(`  baseline, bounded by the 60th newest's lastUpdated: ${fmt(bounded)}`);
} finally {
  await context.close();
  await served.close();
  await rm(work, { recursive: true, force: true });
}
