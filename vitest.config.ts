import { defineConfig } from 'vitest/config';

// Three projects: pure logic in Node, browser-side code on jsdom + fake-indexeddb, and the real
// server (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
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
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
