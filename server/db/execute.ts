import { types } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { Database, Db } from './client';

// Raw SQL answers differ per driver (PGlite: `{rows}`, postgres-js: an array of rows).
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

// The values drizzle's PGlite driver leaves as text for its columns to decode (drizzle-orm/pglite
// session.js); postgres.js gets the same from drizzle on the client itself.
const asText = (value: string) => value;
const PGLITE_AS_DRIZZLE = {
  rowMode: 'array' as const,
  parsers: Object.fromEntries(
    [
      types.TIMESTAMP,
      types.TIMESTAMPTZ,
      types.INTERVAL,
      types.DATE,
      1231,
      1115,
      1185,
      1187,
      1182,
    ].map((type) => [type, asText]),
  ),
};

/**
 * A built query's rows as arrays of the values drizzle's own select decodes (postgres.js
 * `.values()`, PGlite's array mode with drizzle's parsers): for a hot loop that decodes its rows
 * itself (checkpoint-pull.ts).
 */
export async function queryValues(
  database: Database,
  query: { sql: string; params: unknown[] },
): Promise<unknown[][]> {
  if (database.kind === 'postgres') {
    return database.client.unsafe(query.sql, query.params as never[]).values();
  }
  return (await database.client.query<unknown[]>(query.sql, query.params, PGLITE_AS_DRIZZLE)).rows;
}
