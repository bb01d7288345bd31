import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

// Raw SQL answers differ per driver (PGlite: `{rows}`, postgres-js: an array of rows).
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
