import { and, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** A table whose rows belong to one organization each. */
export interface OrganizationTable extends PgTable {
  id: AnyPgColumn;
  organizationId: AnyPgColumn;
}

/** An organization's table whose rows are soft-deleted (a tombstone syncs like any change). */
export interface SoftDeleteTable extends OrganizationTable {
  deleted: AnyPgColumn;
}

/** The organization's row with this id: a row of another organization is never found. */
export const byIdInOrganization = (
  table: OrganizationTable,
  organizationId: string,
  id: string,
): SQL => and(eq(table.id, id), eq(table.organizationId, organizationId))!;

/** The organization's rows that are not deleted. */
export const liveInOrganization = (table: SoftDeleteTable, organizationId: string): SQL =>
  and(eq(table.organizationId, organizationId), eq(table.deleted, false))!;

/** Inserts one row and returns it; an insert without a returned row is a bug, not a user error. */
export async function insertReturning<T extends PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
  what: string,
): Promise<T['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
}

/**
 * The organization's live row with this id that also meets `extraWhere` (a caller's row-level
 * rule), or undefined: deleted rows and other organizations' rows read as not found.
 */
export async function findLiveById<T extends SoftDeleteTable>(
  db: Db,
  table: T,
  organizationId: string,
  id: string,
  extraWhere?: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(byIdInOrganization(table, organizationId, id), eq(table.deleted, false), extraWhere))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** Which of `values` live rows of the organization still hold in `column` (a setting in use). */
export async function valuesInUse(
  db: Db,
  table: SoftDeleteTable,
  column: AnyPgColumn,
  organizationId: string,
  values: readonly string[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db
    .selectDistinct({ value: column })
    .from(table)
    .where(and(liveInOrganization(table, organizationId), inArray(column, [...values])));
  return rows.map((r) => r.value as string);
}
