import { and, asc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { queryValues } from '../db/execute';
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

/**
 * Reads a table's rows from an array-mode answer (its columns in `getTableColumns` order, values as
 * the driver hands them to drizzle) exactly as drizzle's select decodes them, without the type
 * tests drizzle repeats for every value: a page is 500 rows of some 20 columns, and that generic
 * decoding was the pull's largest cost in Node after the driver itself (issue 17).
 */
function rowReader<T extends PullTable>(table: T): (values: unknown[]) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table));
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const [key, column] = columns[i]!;
      const value = values[i];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}

const readers = new WeakMap<PullTable, (values: unknown[]) => unknown>();
const readerOf = <T extends PullTable>(table: T) => {
  let reader = readers.get(table);
  if (!reader) readers.set(table, (reader = rowReader(table)));
  return reader as (values: unknown[]) => T['$inferSelect'];
};

export async function pullPage<T extends PullTable, Wire>(
  database: Database,
  table: T,
  options: ListOptions<T['$inferSelect'], Wire> & { checkpoint?: Checkpoint; limit: number },
): Promise<{ data: Wire[]; checkpoint: Checkpoint | null }> {
  const horizon = await commitHorizon(database);
  const after = options.checkpoint;
  const query = database.db
    .select({ ...getTableColumns(table), pullPosition: position(table) })
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
  // The table's columns, then the position: the order of the select above.
  const answer = await queryValues(database, query.toSQL());
  const read = readerOf(table);
  const width = Object.keys(getTableColumns(table)).length;
  const last = answer.at(-1);
  return {
    data: answer.map((values) => options.view(read(values))),
    checkpoint: last
      ? { updated_at: last[width] as string, id: read(last).id as string }
      : (after ?? null),
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
