import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app';
import type { App } from '../../../server/app';
import type { Config } from '../../../server/config';
import { seedDemo } from '../../../server/seed/demo-seed';
import type { DatabaseTarget, OpenedDatabase } from './databases';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(tmpdir(), 'claims-desk-test-unused'),
    database: { kind: 'pglite', dataDir: 'memory://' },
    seedDemo: false,
    jwtSecret: randomBytes(32),
    accessTokenTtl: 900,
    refreshTokenTtl: 3600,
    loginMaxFailures: 10,
    loginFailureWindow: 300,
    loginRateLimit: 1000,
    trustProxy: 'loopback',
    distDir: path.join(tmpdir(), 'claims-desk-no-dist'),
    nodeEnv: 'test',
    logLevel: 'silent',
    overdueSweepMs: 0,
    storage: { kind: 'local' },
    ...overrides,
  };
}

export interface TestContext {
  app: App;
  opened: OpenedDatabase;
  config: Config;
}

/**
 * One database per describe block (per test file and target), migrated and optionally seeded,
 * and an app on it. Read the returned object's fields inside tests, after beforeAll ran.
 */
export function useTestApp(
  target: DatabaseTarget,
  options: { seed?: boolean; config?: Partial<Config>; prepare?: (app: App) => void } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.opened = await target.open();
    if (options.seed ?? true) await seedDemo(context.opened.database.db);
    context.config = testConfig({ database: context.opened.config, ...options.config });
    context.app = await buildApp(context.config, { database: context.opened.database });
    options.prepare?.(context.app);
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.opened?.close();
  });
  return context;
}
