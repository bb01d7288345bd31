import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'claims-desk-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('configuration from the environment', () => {
  it('has working defaults: port 3000, PGlite under DATA_DIR, demo seed on', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      seedDemo: true,
      accessTokenTtl: 900,
      database: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    });
  });

  it('generates the JWT secret once, keeps it private and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(first.jwtSecret).equals(Buffer.from(second.jwtSecret))).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('reads the other variables', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '4100',
      DATABASE_URL: 'postgres://u@db.example:5432/claims',
      SEED_DEMO: '0',
      JWT_SECRET: 's'.repeat(40),
      ACCESS_TOKEN_TTL: '60',
      LOGIN_MAX_FAILURES: '3',
      TRUST_PROXY: 'false',
      LOG_LEVEL: 'warn',
      OVERDUE_SWEEP_SECONDS: '0',
    });
    expect(config).toMatchObject({
      port: 4100,
      seedDemo: false,
      accessTokenTtl: 60,
      loginMaxFailures: 3,
      trustProxy: false,
      logLevel: 'warn',
      overdueSweepMs: 0,
      database: { kind: 'postgres', url: 'postgres://u@db.example:5432/claims' },
    });
    expect(new TextDecoder().decode(config.jwtSecret)).toBe('s'.repeat(40));
  });

  it('refuses invalid values with a clear error', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
