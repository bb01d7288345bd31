// Time of the initial sync of the demo organization in real Chromium, as a user meets it: from
// the login form's submit to the first pull completed (the app's `claims-desk:initial-sync-done`
// mark), on a fresh on-disk profile each run (the default Playwright context keeps IndexedDB in
// memory and flatters every number), against the built app served by server/main.ts on a fresh,
// seeded DATA_DIR. Prints each run and the median of RUNS (default 3).
// Usage: npx tsx bench/initial-sync/run.ts   (BENCH_DIST=<dir> reuses a build)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { printRows } from '../support/bench-rows';
import { freePort } from '../support/bench-server';

const RUNS = Number(process.env.RUNS ?? 3);
const EMAIL = process.env.BENCH_EMAIL ?? 'owner@example.com';
const PASSWORD = 'Demo#2026pass';
const SUBMIT_MARK = 'bench:login-submit';
const DONE_MARK = 'claims-desk:initial-sync-done';

const workDir = await mkdtemp(join(tmpdir(), 'bench-initial-sync-'));
const distDir = process.env.BENCH_DIST ?? join(workDir, 'dist');
if (!process.env.BENCH_DIST) {
  const built = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('vite build failed');
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(workDir, 'data'),
    DIST_DIR: distDir,
    SEED_DEMO: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForServer(`${base}/api/ping`);
  const figures: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const ms = await measureOnce(join(workDir, `profile-${run}`));
    figures.push(ms);
    console.log(`run ${run}: ${ms.toFixed(0)} ms`);
  }
  const sorted = [...figures].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `initial sync of the demo organization (${EMAIL}), median of ${RUNS} fresh profiles: ${median.toFixed(0)} ms`,
  );
  printRows([
    {
      id: 'initial-sync/demo',
      label: 'initial sync of the demo organization (login submit → all pulled)',
      unit: 'ms',
      samples: figures,
    },
  ]);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(workDir, { recursive: true, force: true });
}

async function measureOnce(profileDir: string): Promise<number> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL: base,
  });
  try {
    // The submit is marked in the page, on the same clock as the app's completion mark.
    await context.addInitScript((mark) => {
      document.addEventListener('submit', () => performance.mark(mark), { capture: true });
    }, SUBMIT_MARK);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto('/login');
    await page.getByLabel('Email').fill(EMAIL);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForFunction(
      () => document.documentElement.dataset.initialSync === 'done',
      undefined,
      {
        timeout: 120_000,
      },
    );
    return await page.evaluate(
      ([submit, done]) => {
        const start = performance.getEntriesByName(submit!)[0];
        const end = performance.getEntriesByName(done!)[0];
        if (!start || !end) throw new Error('marks missing: the login reloaded the page?');
        return end.startTime - start.startTime;
      },
      [SUBMIT_MARK, DONE_MARK],
    );
  } finally {
    await context.close();
  }
}

async function waitForServer(url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}
