import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

interface OrganizationTable extends PgTable {
  id: AnyPgColumn;
  organizationId: AnyPgColumn;
}

/** Whether the organization has a row with this id that also meets `where`. */
export async function rowExists(
  db: Db,
  table: OrganizationTable,
  organizationId: string,
  id: string,
  where: SQL | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.organizationId, organizationId), where))
    .limit(1);
  return row !== undefined;
}
