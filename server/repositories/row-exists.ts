import { and } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { OrganizationTable } from './synced-rows';
import { byIdInOrganization } from './synced-rows';

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
    .where(and(byIdInOrganization(table, organizationId, id), where))
    .limit(1);
  return row !== undefined;
}
