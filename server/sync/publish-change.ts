import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Change } from './change';

/**
 * publishChange(dbOrTx, change): the one call every write makes after changing a synced row.
 *
 * It is a `pg_notify` on the executor it is given, so called with a transaction it is delivered
 * only when that transaction commits and never when it rolls back; PostgreSQL hands it to every
 * server process LISTENing on the database (PGlite to its in-process listener). Pass the
 * transaction that did the write whenever there is one.
 */
export const CHANGE_CHANNEL = 'claims_desk_changes';

export async function publishChange(db: Db, change: Change): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(change)})`);
}

export async function publishChanges(db: Db, changes: readonly Change[]): Promise<void> {
  for (const change of changes) await publishChange(db, change);
}
