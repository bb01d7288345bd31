import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { freePort, startBenchServer } from './bench-server';

// What the screen benchmarks (bench/claims-list, bench/tasks, bench/calendar) share: the build, the browser, the
// adjuster's login and the figures' format.

export const ADJUSTER = { email: 'adjuster@example.com', password: 'Demo#2026pass' };

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export const fmt = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)} (n=${values.length})`;

/** The app built into `<work>/dist`, or the existing build named by BENCH_DIST. */
export function buildApp(work: string): string {
  if (process.env.BENCH_DIST) return process.env.BENCH_DIST;
  const distDir = join(work, 'dist');
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  return distDir;
}

/** Debian's Chromium with an on-disk profile under `work`, its first page, and `initScript`. */
export async function openBenchBrowser(
  work: string,
  baseURL: string,
  initScript: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(join(work, 'profile'), {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL,
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript({ content: initScript });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/**
 * A second page of the same browser in a window of its own, as a user watching two windows side by
 * side. A second tab of the same window (`context.newPage()`) puts the first in the background,
 * where headless Chromium paints about once a second and delays its timers: a benchmark that
 * measures the first page then times the throttling, not the app.
 */
export async function openWindow(page: Page, path: string): Promise<Page> {
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((url) => {
      window.open(url, '_blank', 'popup,noopener,width=1440,height=900');
    }, path),
  ]);
  await opened.waitForLoadState();
  return opened;
}

export interface Bench {
  /** How many records the seed wrote. */
  seeded: number;
  server: { url: string };
  context: BrowserContext;
  page: Page;
  /**
   * Runs the measurements and prints the report lines they answer; on a failure, saves the page
   * as it was (`bench-<name>-failure.png` in the temp folder). Then closes the browser and the
   * server and removes the scratch folder.
   */
  run: (measure: () => Promise<string[]>) => Promise<void>;
}

/**
 * A screen benchmark's setup: a scratch folder, the app built, a fresh data directory seeded by
 * `seed` (the server keeps its PGlite files under DATA_DIR/pglite, server/config.ts), the real
 * server on a free port, and the browser with `initScript`.
 */
export async function openBench(
  name: string,
  seed: (pgliteDir: string) => Promise<number>,
  initScript: string,
): Promise<Bench> {
  const work = await mkdtemp(join(tmpdir(), `bench-${name}-`));
  const distDir = buildApp(work);
  const seeded = await seed(join(work, 'data', 'pglite'));
  const server = await startBenchServer({
    port: await freePort(),
    dataDir: join(work, 'data'),
    distDir,
  });
  const { context, page } = await openBenchBrowser(work, server.url, initScript);
  return {
    seeded,
    server,
    context,
    page,
    run: async (measure) => {
      try {
        const report = await measure();
        process.stdout.write(`${report.join('\n')}\n`);
      } catch (error) {
        await page.screenshot({ path: join(tmpdir(), `bench-${name}-failure.png`) });
        throw error;
      } finally {
        await context.close();
        await server.stop();
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}

/** The adjuster's API session: bearer token, organization and user id. */
export async function apiSession(
  baseUrl: string,
): Promise<{ token: string; orgId: string; userId: string }> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADJUSTER),
  });
  const { data } = (await login.json()) as {
    data: { token: string; user: { id: string; organization_id: string } };
  };
  return { token: data.token, orgId: data.user.organization_id, userId: data.user.id };
}

/**
 * One of the demo organization's lists as the API sends it to the adjuster (`tasks`, ...). A
 * caller that polls passes its `session` so it logs in once, not on every read.
 */
export async function apiList<T>(
  baseUrl: string,
  resource: string,
  session?: { token: string; orgId: string },
): Promise<T[]> {
  const { token, orgId } = session ?? (await apiSession(baseUrl));
  const list = await fetch(`${baseUrl}/api/organizations/${orgId}/${resource}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await list.json()) as { data: T[] }).data;
}

/**
 * The adjuster (or another demo user) logs in through the login page (the first sync starts
 * behind it); returns the moment (Date.now()) "Log in" was clicked.
 */
export async function logIn(page: Page, baseUrl: string, email = ADJUSTER.email): Promise<number> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill(ADJUSTER.password);
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/`);
  return clickedAt;
}
