import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { DatabaseConfig } from '../config';

/** What repositories use: the part of drizzle both drivers share. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database =
  | { kind: 'pglite'; db: PgliteDatabase; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: PostgresJsDatabase; client: postgres.Sql; close: () => Promise<void> };

const MEMORY = 'memory://';

// PGlite serves one process, and its data files sit in the OS page cache anyway: a small buffer
// pool keeps the resident size modest (128 MB is PostgreSQL's default).
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=32MB'] };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    // `onnotice` off: migrations' "already exists, skipping" notices are not worth a log line.
    const client = postgres(config.url, { max: 10, onnotice: () => undefined });
    const db = drizzlePostgres({ client });
    return { kind: 'postgres', db, client, close: () => client.end({ timeout: 5 }) };
  }
  if (config.dataDir !== MEMORY && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    // initdb's WASM memory (~400 MB) stays with the instance that ran it: create, close, reopen.
    mkdirSync(config.dataDir, { recursive: true });
    await (await PGlite.create(config.dataDir, PGLITE_OPTIONS)).close();
  }
  const client = await PGlite.create(config.dataDir, PGLITE_OPTIONS);
  const db = drizzlePglite({ client });
  return { kind: 'pglite', db, client, close: () => client.close() };
}

export function pgliteInMemory(): DatabaseConfig {
  return { kind: 'pglite', dataDir: MEMORY };
}
