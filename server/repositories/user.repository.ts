import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema/users';
import { listSource } from '../sync/checkpoint-pull';

export type UserRow = typeof users.$inferSelect;
export type UserWithPermissions = UserRow & { permissions: string[] };

/** A user beside their role's permissions (a user whose role was deleted gets none). */
export const withPermissions = { user: users, permissions: roles.permissions };
export const roleOfUser = and(
  eq(roles.organizationId, users.organizationId),
  eq(roles.name, users.role),
  eq(roles.deleted, false),
);

export const toUser = (row: {
  user: UserRow;
  permissions: string[] | null;
}): UserWithPermissions => ({
  ...row.user,
  permissions: row.permissions ?? [],
});

/** The organization's users, by last name. */
export const userList = () => listSource(users, asc(users.lastName));

export function createUserRepository(db: Db) {
  const select = () => db.select(withPermissions).from(users).leftJoin(roles, roleOfUser);

  return {
    async findByEmail(email: string): Promise<UserWithPermissions | undefined> {
      const [row] = await select()
        .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.deleted, false)))
        .limit(1);
      return row && toUser(row);
    },

    async findById(id: string): Promise<UserWithPermissions | undefined> {
      const [row] = await select()
        .where(and(eq(users.id, id), eq(users.deleted, false)))
        .limit(1);
      return row && toUser(row);
    },

    async setPassword(id: string, passwordHash: string, at: Date): Promise<void> {
      await db.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, id));
    },

    async recordLogin(id: string, at: Date): Promise<void> {
      await db.update(users).set({ lastLogin: at }).where(eq(users.id, id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
