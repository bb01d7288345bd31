import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './repo-root';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  SEED_DEMO: z.string().default('1'),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(14 * 24 * 60 * 60),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  LOGIN_FAILURE_WINDOW: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(100),
  TRUST_PROXY: z.string().default('loopback'),
  DIST_DIR: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  OVERDUE_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  // Optional: with both, invitation links are also emailed (README "Invitations").
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Where document bytes live (README "Document storage"): files under DATA_DIR, or S3.
  STORAGE_BACKEND: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
});

type Env = z.infer<typeof envSchema>;

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  seedDemo: boolean;
  jwtSecret: Uint8Array;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  loginMaxFailures: number;
  /** Seconds. */
  loginFailureWindow: number;
  /** Login requests per IP per minute, failed or not. */
  loginRateLimit: number;
  /** Fastify `trustProxy`: decides whether X-Forwarded-Proto may mark a request as https. */
  trustProxy: boolean | string;
  /** The Vite build served as the web app, when it exists. */
  distDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** How often claims past their status timeout are looked for; 0 turns it off. */
  overdueSweepMs: number;
  /** Outgoing mail (SMTP_URL + MAIL_FROM); absent: nothing is ever emailed. */
  mail?: MailConfig;
  storage: StorageConfig;
}

/** Document bytes: files under DATA_DIR/documents, or an S3 (or S3-compatible) bucket. */
export type StorageConfig = { kind: 'local' } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, …); absent: AWS. */
  endpoint?: string;
  /** Both or neither; neither uses the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

export interface MailConfig {
  /** An smtp(s):// URL, or nodemailer transport options (tests use its JSON transport). */
  transport: string | Record<string, unknown>;
  from: string;
}

// A secret generated on first start and kept beside the data, so tokens survive restarts without
// any configuration; JWT_SECRET overrides it (needed when several processes share one database).
function loadOrCreateSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process sharing DATA_DIR wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}

// The S3 variables only mean something together: a half-configured bucket is refused at start,
// naming what is missing, rather than failing at the first upload.
function storageConfig(env: Env): StorageConfig {
  if (env.STORAGE_BACKEND === 'local') return { kind: 'local' };
  const { S3_BUCKET: bucket, S3_REGION: region } = env;
  if (!bucket || !region) {
    const missing = [!bucket && 'S3_BUCKET', !region && 'S3_REGION'].filter(Boolean);
    throw new Error(`STORAGE_BACKEND=s3 needs ${missing.join(' and ')}`);
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  return {
    kind: 's3',
    bucket,
    region,
    endpoint: env.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    // One line that names each bad variable, not zod's JSON.
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    database: parsed.DATABASE_URL
      ? { kind: 'postgres', url: parsed.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    seedDemo: parsed.SEED_DEMO !== '0',
    jwtSecret: parsed.JWT_SECRET
      ? new TextEncoder().encode(parsed.JWT_SECRET)
      : loadOrCreateSecret(dataDir),
    accessTokenTtl: parsed.ACCESS_TOKEN_TTL,
    refreshTokenTtl: parsed.REFRESH_TOKEN_TTL,
    loginMaxFailures: parsed.LOGIN_MAX_FAILURES,
    loginFailureWindow: parsed.LOGIN_FAILURE_WINDOW,
    loginRateLimit: parsed.LOGIN_RATE_LIMIT,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    distDir: path.resolve(parsed.DIST_DIR ?? path.join(repoRoot, 'dist')),
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    overdueSweepMs: parsed.OVERDUE_SWEEP_SECONDS * 1000,
    mail:
      parsed.SMTP_URL && parsed.MAIL_FROM
        ? { transport: parsed.SMTP_URL, from: parsed.MAIL_FROM }
        : undefined,
    storage: storageConfig(parsed),
  };
}
