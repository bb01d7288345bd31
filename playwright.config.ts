import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

// The e2e run starts the real server on a fresh, seeded PGlite directory. The directory is made
// once in the main process and handed to workers through the environment (the config is
// evaluated again in every worker).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'claimsdesk-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry: the offline/reconnect flows are timing-sensitive on a loaded 2-core machine with two
  // lanes; a test that fails and then passes is reported as flaky (listed, not hidden), and a test
  // that fails twice fails the run.
  retries: 1,
  // Long flows (offline, reconnect, sync) on a shared 2-core machine with two lanes need room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A trace costs about a quarter of a run's CPU (measured: 52 s against 38 s for two spec files),
    // so it is recorded on the retry of a failed test only; the first failure keeps its screenshot
    // and page snapshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
  },
  webServer: {
    // scripts/e2e.mjs hands over a prepared bundle of the server; a direct `playwright test`
    // compiles the sources on start.
    command: process.env.E2E_SERVER_ENTRY
      ? `node ${process.env.E2E_SERVER_ENTRY}`
      : 'node --import tsx server/main.ts',
    url: `${baseURL}/api/ping`,
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, SEED_DEMO: '1' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
