import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { Checkpoint, PullQuery } from './checkpoint';
import { DEFAULT_PULL_LIMIT, isPull, parseCheckpoint } from './checkpoint';
import { commitHorizon } from './commit-horizon';

/**
 * listOrPull(database, table, query, options) answers a replicated list endpoint: the live list
 * (`{data}`) or a checkpoint pull (`{data, checkpoint}`) as checkpoint.ts describes, rows mapped
 * by `view`. `where` narrows both to what the caller may see (the claims' row-level rule, a
 * claim's children, a Client's client-visible notes…); the organization is always applied here.
 * The pull walks the `(organization_id, updated_at, id)` index of every synced table.
 */
export interface PullTable extends PgTable {
  id: AnyPgColumn;
  organizationId: AnyPgColumn;
  updatedAt: AnyPgColumn;
  deleted: AnyPgColumn;
}

/**
 * What a list reads: its table, what of it the caller may see, its live order. Repositories build
 * them, so the routes that answer a list never write a query.
 */
export interface ListSource<T extends PullTable> {
  table: T;
  where?: SQL;
  orderBy?: SQL | AnyPgColumn;
}

/** A list of `table` in `orderBy` order, narrowed to `where` when given. */
export const listSource = <T extends PullTable>(
  table: T,
  orderBy?: SQL | AnyPgColumn,
  where?: SQL,
): ListSource<T> => ({ table, where, orderBy });

export interface ListOptions<Row, Wire> {
  organizationId: string;
  where?: SQL;
  view: (row: Row) => Wire;
}

export interface ListAnswer<Wire = unknown> {
  data: Wire[];
  checkpoint?: Checkpoint | null;
}

const position = (table: PullTable) =>
  sql<string>`to_char(${table.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function pullPage<T extends PullTable, Wire>(
  database: Database,
  table: T,
  options: ListOptions<T['$inferSelect'], Wire> & { checkpoint?: Checkpoint; limit: number },
): Promise<{ data: Wire[]; checkpoint: Checkpoint | null }> {
  const horizon = await commitHorizon(database);
  const after = options.checkpoint;
  const rows = await database.db
    .select({ row: table as PgTable, position: position(table) })
    .from(table as PgTable)
    .where(
      and(
        eq(table.organizationId, options.organizationId),
        after
          ? sql`(${table.updatedAt}, ${table.id}) > (${after.updated_at}::timestamptz, ${after.id})`
          : undefined,
        horizon ? lt(table.updatedAt, sql`${horizon}::timestamptz`) : undefined,
        options.where,
      ),
    )
    .orderBy(asc(table.updatedAt), asc(table.id))
    .limit(options.limit);
  const last = rows.at(-1);
  const row = (r: (typeof rows)[number]) => r.row as T['$inferSelect'];
  return {
    data: rows.map((r) => options.view(row(r))),
    checkpoint: last ? { updated_at: last.position, id: row(last).id as string } : (after ?? null),
  };
}

export async function listLive<T extends PullTable, Wire>(
  database: Database,
  table: T,
  options: ListOptions<T['$inferSelect'], Wire> & { orderBy?: SQL | AnyPgColumn },
): Promise<Wire[]> {
  const rows = await database.db
    .select()
    .from(table as PgTable)
    .where(
      and(
        eq(table.organizationId, options.organizationId),
        eq(table.deleted, false),
        options.where,
      ),
    )
    .orderBy(options.orderBy ?? asc(table.id));
  return rows.map((r) => options.view(r as T['$inferSelect']));
}

export async function listOrPull<T extends PullTable, Wire>(
  database: Database,
  table: T,
  query: PullQuery,
  options: ListOptions<T['$inferSelect'], Wire> & { orderBy?: SQL | AnyPgColumn },
): Promise<ListAnswer<Wire>> {
  if (!isPull(query)) return { data: await listLive(database, table, options) };
  return pullPage(database, table, {
    ...options,
    limit: query.limit ?? DEFAULT_PULL_LIMIT,
    checkpoint: query.checkpoint === undefined ? undefined : parseCheckpoint(query.checkpoint),
  });
}
