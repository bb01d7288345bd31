// First load (issue 10): the gzip bytes of JavaScript the browser needs (a) before the login page
// is shown and usable and (b) on opening the dashboard with a saved session until it shows its
// local data. Real Chromium, the built app served by server/main.ts on a fresh seeded DATA_DIR.
// The service worker is blocked so only what the page itself asks for counts (it precaches every
// chunk in the background afterwards); each script's size is its file gzipped at level 9, so the
// figure does not depend on the server's compression settings. The plain baseline of the same run
// is a minimal React + Mantine + react-router + RxDB/Dexie page (bench/first-load/minimal) built by
// the same Vite. Usage: npx tsx bench/first-load/run.ts   (BENCH_DIST=<dir> reuses a build)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { printRows } from '../support/bench-rows';
import { freePort, startBenchServer } from '../support/bench-server';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

const BUDGET_KB = 250;

const workDir = await mkdtemp(join(tmpdir(), 'bench-first-load-'));
const distDir = process.env.BENCH_DIST ?? join(workDir, 'dist');
const baselineDir = join(workDir, 'baseline');
const vite = (args: string[]) => {
  const result = spawnSync('npx', ['vite', 'build', ...args, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
};
if (!process.env.BENCH_DIST) vite(['--outDir', distDir]);
vite(['bench/first-load/minimal', '--outDir', baselineDir, '--config', 'vite.config.ts']);

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/**
 * The scripts the page had asked for by the time it was ready (`readyAt`, page clock), as files of
 * the build: the app fetches every screen once the browser is idle after that, which is not part
 * of the first load.
 */
async function scriptKb(page: Page, root: string): Promise<{ total: number; files: number }> {
  const paths = await page.evaluate(() => {
    const readyAt = (window as { benchReadyAt?: number }).benchReadyAt ?? performance.now();
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= readyAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'));
  });
  const unique = [...new Set(paths)];
  return {
    total: unique.reduce((sum, path) => sum + gzipKb(join(root, path)), 0),
    files: unique.length,
  };
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const rows: [string, { total: number; files: number }][] = [];
const port = await freePort();
const server = await startBenchServer({ port, dataDir: join(workDir, 'data'), distDir });
try {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').waitFor();
  rows.push(['login page shown', await scriptKb(page, distDir)]);

  await page.getByLabel('Email').fill('owner@example.com');
  await page.locator('input[name="password"]').fill('Demo#2026pass');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${server.url}/`);
  // A fresh tab of the saved session: what opening the app on the dashboard costs.
  const dashboard = await context.newPage();
  await dashboard.goto('/');
  // Each moment is taken in the page, on the animation frame the condition first holds.
  await dashboard.waitForFunction(() => {
    const shown = [...document.querySelectorAll('h1')].some((h) =>
      h.textContent?.startsWith('Welcome back'),
    );
    if (shown) (window as { benchReadyAt?: number }).benchReadyAt = performance.now();
    return shown;
  });
  rows.push(['dashboard shown (page usable)', await scriptKb(dashboard, distDir)]);
  await dashboard.waitForFunction(() => {
    // Every role's default layout lists the recently updated claims.
    const withData = document.querySelector('[data-widget="recentClaims"] [role="listitem"]');
    if (withData) (window as { benchReadyAt?: number }).benchReadyAt = performance.now();
    return withData !== null;
  });
  rows.push(['dashboard with its local data', await scriptKb(dashboard, distDir)]);
  await context.close();
} finally {
  await server.stop();
}

const baseline = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  const file = join(baselineDir, path === '/' ? 'index.html' : path);
  try {
    const body = readFileSync(file);
    response.setHeader('content-type', extname(file) === '.js' ? 'text/javascript' : 'text/html');
    response.end(body);
  } catch {
    response.statusCode = 404;
    response.end();
  }
});
const baselinePort = await freePort();
await new Promise<void>((resolve) => baseline.listen(baselinePort, '127.0.0.1', resolve));
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${baselinePort}/`);
  await page.locator('[data-ready="true"]').waitFor();
  rows.push([
    'baseline: minimal React + Mantine + router + RxDB/Dexie',
    await scriptKb(page, baselineDir),
  ]);
} finally {
  baseline.close();
  await browser.close();
  await rm(workDir, { recursive: true, force: true });
}

const base = rows.at(-1)?.[1].total ?? Number.NaN;
printRows(
  rows.slice(0, -1).map(([name, { total }]) => ({
    id: `first-load/${name.split(' (')[0]!.replace(/\s+/g, '-')}`,
    label: `first load JS (gzip): ${name}`,
    unit: 'KB',
    samples: [total],
    baseline: { label: 'minimal React+Mantine+RxDB build', samples: [base] },
  })),
);
console.log(`\nJavaScript before the page is usable, gzip -9 KB (budget ${BUDGET_KB} KB)`);
console.log('measure'.padEnd(58), 'KB'.padStart(8), 'files'.padStart(6), '× baseline'.padStart(11));
for (const [name, { total, files }] of rows) {
  console.log(
    name.padEnd(58),
    total.toFixed(1).padStart(8),
    String(files).padStart(6),
    (total / base).toFixed(2).padStart(11),
  );
}
