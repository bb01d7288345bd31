import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema/users';
import { listSource } from '../sync/checkpoint-pull';
import { findLiveById, liveInOrganization } from './synced-rows';

export type RoleRow = typeof roles.$inferSelect;

/** The organization's roles, oldest first. */
export const roleList = () => listSource(roles, asc(roles.createdAt));

export function createRoleRepository(db: Db) {
  return {
    findById(organizationId: string, id: string): Promise<RoleRow | undefined> {
      return findLiveById(db, roles, organizationId, id);
    },

    /** Any row with the name, live or deleted: names are unique per organization, case aside. */
    async findByName(organizationId: string, name: string): Promise<RoleRow | undefined> {
      const [row] = await db
        .select()
        .from(roles)
        .where(
          and(eq(roles.organizationId, organizationId), sql`lower(${roles.name}) = lower(${name})`),
        )
        .limit(1);
      return row;
    },

    /** How many of the organization's users (active or not) hold the role. */
    async countHolders(organizationId: string, name: string): Promise<number> {
      const [row] = await db
        .select({ holders: count() })
        .from(users)
        .where(and(liveInOrganization(users, organizationId), eq(users.role, name)));
      return row?.holders ?? 0;
    },
  };
}

export type RoleRepository = ReturnType<typeof createRoleRepository>;
