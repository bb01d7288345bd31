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

  it('keeps documents on disk by default and in S3 when STORAGE_BACKEND=s3 is complete', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ kind: 'local' });
    const s3 = {
      DATA_DIR: dataDir,
      STORAGE_BACKEND: 's3',
      S3_BUCKET: 'claims-docs',
      S3_REGION: 'eu-west-1',
    };
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      bucket: 'claims-docs',
      region: 'eu-west-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toMatchObject({
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE_BACKEND: 's3' })).toThrow(
      'STORAGE_BACKEND=s3 needs S3_BUCKET and S3_REGION',
    );
    expect(() => loadConfig({ ...s3, S3_REGION: undefined })).toThrow(/needs S3_REGION/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE_BACKEND: 'gcs' })).toThrow(
      /STORAGE_BACKEND/,
    );
  });
});
