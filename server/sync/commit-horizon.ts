import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/execute';

/**
 * The commit horizon: an instant before which no row can still appear. A checkpoint pull hands out
 * only rows with `updated_at` before it, so a slow transaction that commits after a later one was
 * pulled can never fall behind a client's checkpoint.
 *
 * Why it holds on PostgreSQL: the sync triggers stamp `updated_at` with clock_timestamp() at the
 * write (migration 0003), which is never earlier than the writing transaction's start. The horizon
 * is the earliest `xact_start` of the other transactions open on this database right now (or the
 * current time when none is). A transaction that wrote, or will write, a row not yet visible is
 * open, so its rows are stamped at or after the horizon; every row stamped before it is committed
 * and visible to the pull, which runs as a later statement with a fresh snapshot.
 * Chosen over a fixed safety margin because it delays nothing when no writer is open (a client
 * pulling right after a change notice gets the change), and over a commit-ordered sequence because
 * it needs no extra column or lock on every write. Costs: a long-open transaction on the database
 * holds pulls at its start until it ends (they resume unchanged, no row is lost); all server
 * processes must use one database role (or one with pg_read_all_stats), as pg_stat_activity hides
 * other roles' transaction starts.
 *
 * PGlite runs one query at a time and a transaction holds it until it ends, so a pull can never
 * see a later commit without the earlier one: no horizon there.
 */
export async function commitHorizon(database: Database): Promise<string | undefined> {
  if (database.kind === 'pglite') return undefined;
  const [row] = await queryRows<{ horizon: string }>(
    database.db,
    sql`select to_char(least(clock_timestamp(), min(xact_start)) at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as horizon
        from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`,
  );
  return row?.horizon;
}
