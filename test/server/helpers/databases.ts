import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, pgliteInMemory } from '../../../server/db/client';
import type { Database } from '../../../server/db/client';
import type { DatabaseConfig } from '../../../server/config';
import { runMigrations } from '../../../server/db/migrate';

export interface OpenedDatabase {
  database: Database;
  config: DatabaseConfig;
  close: () => Promise<void>;
}

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database; `migrate: false` leaves it without tables. */
  open: (options?: { migrate?: boolean }) => Promise<OpenedDatabase>;
}

const adminUrl = process.env.TEST_DATABASE_URL;

if (!adminUrl) {
  console.warn(
    '\n*** PostgreSQL tests SKIPPED: set TEST_DATABASE_URL=postgres://user@host:port/postgres to run them ***\n',
  );
}

const pglite: DatabaseTarget = {
  name: 'pglite',
  async open({ migrate = true } = {}) {
    const config = pgliteInMemory();
    const database = await openDatabase(config);
    if (migrate) await runMigrations(database);
    return { database, config, close: () => database.close() };
  },
};

// A throwaway database per test file on the TEST_DATABASE_URL server, dropped afterwards.
function postgresTarget(url: string): DatabaseTarget {
  return {
    name: 'postgres',
    async open({ migrate = true } = {}) {
      const name = `test_${randomBytes(6).toString('hex')}`;
      const admin = postgres(url, { max: 1, onnotice: () => undefined });
      await admin.unsafe(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const config: DatabaseConfig = { kind: 'postgres', url: target.toString() };
      const database = await openDatabase(config);
      if (migrate) await runMigrations(database);
      return {
        database,
        config,
        async close() {
          await database.close();
          await admin.unsafe(`drop database if exists ${name} with (force)`);
          await admin.end();
        },
      };
    },
  };
}

/** Every database the tests can run on here: PGlite always, PostgreSQL when configured. */
export function databaseTargets(): DatabaseTarget[] {
  return adminUrl ? [pglite, postgresTarget(adminUrl)] : [pglite];
}
