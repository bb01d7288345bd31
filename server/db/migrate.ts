import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { repoRoot } from '../repo-root';
import type { Database } from './client';

const migrationsFolder = path.join(repoRoot, 'server', 'db', 'migrations');

// Any fixed number: the advisory lock that keeps two processes from migrating one database at once.
const MIGRATION_LOCK = 72_410_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db, { migrationsFolder });
    return;
  }
  const reserved = await database.client.reserve();
  try {
    await reserved`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(database.db, { migrationsFolder });
  } finally {
    await reserved`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    reserved.release();
  }
}
