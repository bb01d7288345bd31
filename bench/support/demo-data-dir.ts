import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Db } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { claims } from '../../server/db/schema/claims';
import { users } from '../../server/db/schema/users';
import { seedDemo } from '../../server/seed/demo-seed';

/** The fresh demo database a bench seeds into: the adjuster, the demo claims, the users. */
export interface DemoSeedContext {
  db: Db;
  orgId: string;
  adjusterId: string;
  claimIds: string[];
  /** Every user of the demo organization, by email. */
  userIds: Map<string, string>;
}

/**
 * Migrates a fresh PGlite data directory, seeds the demo data and hands it to `fill` (which adds
 * the bench's rows straight into the server's tables); returns what `fill` returns.
 */
export async function seedDemoDataDir<T>(
  dataDir: string,
  fill: (seed: DemoSeedContext) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await runMigrations(database);
    const db = database.db as unknown as Db;
    await seedDemo(db);
    const [adjuster] = await db.select().from(users).where(eq(users.email, 'adjuster@example.com'));
    if (!adjuster) throw new Error('demo adjuster missing');
    const orgId = adjuster.organizationId;
    const claimIds = (
      await db.select({ id: claims.id }).from(claims).where(eq(claims.organizationId, orgId))
    ).map((c) => c.id);
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.organizationId, orgId));
    const userIds = new Map(people.map((u) => [u.email, u.id]));
    return await fill({ db, orgId, adjusterId: adjuster.id, claimIds, userIds });
  } finally {
    await database.close();
  }
}

/** What the server will list of a table for the organization, counted rather than assumed. */
export async function organizationRowCount(
  db: Db,
  table: PgTable & { organizationId: AnyPgColumn },
  orgId: string,
): Promise<number> {
  const [stored] = await db
    .select({ n: count() })
    .from(table)
    .where(eq(table.organizationId, orgId));
  return stored?.n ?? 0;
}
