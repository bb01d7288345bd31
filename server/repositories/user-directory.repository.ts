import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema/users';
import type { UserRow, UserWithPermissions } from './user.repository';

// The organization's people, for the users screen and assignment pickers (the foundation's
// user.repository serves authentication).
export function createUserDirectoryRepository(db: Db) {
  const select = () =>
    db
      .select({ user: users, permissions: roles.permissions })
      .from(users)
      .leftJoin(
        roles,
        and(eq(roles.organizationId, users.organizationId), eq(roles.name, users.role)),
      );

  const toUser = (row: { user: UserRow; permissions: string[] | null }): UserWithPermissions => ({
    ...row.user,
    permissions: row.permissions ?? [],
  });

  return {
    /** Live or deleted: the caller decides what a tombstone means. */
    async findInOrganization(
      organizationId: string,
      id: string,
    ): Promise<UserWithPermissions | undefined> {
      const [row] = await select()
        .where(and(eq(users.organizationId, organizationId), eq(users.id, id)))
        .limit(1);
      return row && toUser(row);
    },

    /** Every live user, for the users screen (manage_users), by last then first name. */
    async listInOrganization(organizationId: string): Promise<UserWithPermissions[]> {
      const rows = await select()
        .where(and(eq(users.organizationId, organizationId), eq(users.deleted, false)))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
      return rows.map(toUser);
    },

    /**
     * The ids of the organization's active Owners (a role holding `all`), their rows locked until
     * the transaction ends: two Owners demoting each other at once cannot both see the other as
     * the Owner who remains. Call it on the transaction that makes the change.
     */
    async lockActiveOwners(organizationId: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(
          roles,
          and(eq(roles.organizationId, users.organizationId), eq(roles.name, users.role)),
        )
        .where(
          and(
            eq(users.organizationId, organizationId),
            eq(users.isActive, true),
            eq(users.deleted, false),
            eq(roles.deleted, false),
            sql`'all' = any(${roles.permissions})`,
          ),
        )
        .for('update', { of: users });
      return rows.map((row) => row.id);
    },

    /** Role name → permissions, to show each listed user's permissions without a join per row. */
    async rolePermissions(organizationId: string): Promise<Map<string, string[]>> {
      const rows = await db
        .select({ name: roles.name, permissions: roles.permissions })
        .from(roles)
        .where(eq(roles.organizationId, organizationId));
      return new Map(rows.map((r) => [r.name, r.permissions]));
    },
  };
}

export type UserDirectoryRepository = ReturnType<typeof createUserDirectoryRepository>;
