import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects: pure logic in Node, browser-side code on jsdom + fake-indexeddb, and the real
// server (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set); plus the fault suite and
// the calendar feed's server test again under two time zones.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // which ran every file in turn. At least two. The server files run side by side too (each on
    // a database of its own): 388 s against 482 s one at a time, measured on a quiet machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/dom/**/*.test.{ts,tsx}'],
          setupFiles: ['test/dom/setup.ts'],
          // Their waits poll for up to about 10 s on a loaded machine (a local database under
          // every screen); vitest's 5 s default cut one of them short beside the server files.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // Issue 11's fault and convergence suite: devices on fake-indexeddb against the real server
      // through fault-injecting proxies (test/fault/); one file, slow by nature.
      {
        test: {
          name: 'fault',
          environment: 'jsdom',
          include: ['test/fault/**/*.test.ts'],
          setupFiles: ['test/dom/setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      // The calendar feed must not depend on the server's time zone (issue 13): its test file runs
      // again under a zone west and a zone east of UTC (the `server` project runs in the machine's).
      ...['America/New_York', 'Asia/Tokyo'].map((zone) => ({
        test: {
          name: `server-tz-${zone.split('/')[1]!.toLowerCase()}`,
          environment: 'node',
          include: ['test/server/calendar-feed.test.ts'],
          env: { TZ: zone },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      })),
    ],
  },
});
