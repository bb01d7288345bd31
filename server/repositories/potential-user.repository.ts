import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema/organizations';
import { potentialUsers } from '../db/schema/potential-users';
import { users } from '../db/schema/users';

export type PotentialUserRow = typeof potentialUsers.$inferSelect;
export type ListedInvitation = PotentialUserRow & { invitedByName: string | null };
export type InvitationWithOrganization = PotentialUserRow & { organizationName: string };

export interface IssuedLink {
  role: string;
  invitedBy: string;
  tokenHash: string;
  expiresAt: Date;
}

const inviterName = sql<
  string | null
>`nullif(trim(concat(${users.firstName}, ' ', ${users.lastName})), '')`;

export function createPotentialUserRepository(db: Db) {
  return {
    /** The invitations still open (neither accepted nor withdrawn), oldest first. */
    async listOpen(organizationId: string): Promise<ListedInvitation[]> {
      const rows = await db
        .select({ row: potentialUsers, invitedByName: inviterName })
        .from(potentialUsers)
        .leftJoin(users, eq(users.id, potentialUsers.invitedBy))
        .where(
          and(
            eq(potentialUsers.organizationId, organizationId),
            isNull(potentialUsers.usedAt),
            isNull(potentialUsers.revokedAt),
          ),
        )
        .orderBy(asc(potentialUsers.createdAt), asc(potentialUsers.id));
      return rows.map(({ row, invitedByName }) => ({ ...row, invitedByName }));
    },

    async findById(organizationId: string, id: string): Promise<PotentialUserRow | undefined> {
      const [row] = await db
        .select()
        .from(potentialUsers)
        .where(and(eq(potentialUsers.organizationId, organizationId), eq(potentialUsers.id, id)))
        .limit(1);
      return row;
    },

    /** The invitation a link's token hash names, with its organization; locked when asked. */
    async findByTokenHash(
      tokenHash: string,
      lock = false,
    ): Promise<InvitationWithOrganization | undefined> {
      const query = db
        .select({ row: potentialUsers, organizationName: organizations.name })
        .from(potentialUsers)
        .innerJoin(organizations, eq(organizations.id, potentialUsers.organizationId))
        .where(eq(potentialUsers.tokenHash, tokenHash))
        .limit(1);
      const [found] = lock ? await query.for('update', { of: potentialUsers }) : await query;
      return found && { ...found.row, organizationName: found.organizationName };
    },

    /**
     * Gives the address a fresh link: a new row, or the existing one re-armed (the old link's
     * hash is overwritten, so it stops working at once).
     */
    async issue(
      organizationId: string,
      email: string,
      link: IssuedLink,
    ): Promise<{ row: PotentialUserRow; created: boolean }> {
      const fresh = { ...link, usedAt: null, revokedAt: null, createdAt: new Date() };
      // xmax is 0 on a freshly inserted row and set on one the conflict clause updated.
      const [result] = await db
        .insert(potentialUsers)
        .values({ organizationId, email, ...fresh })
        .onConflictDoUpdate({
          target: [potentialUsers.organizationId, potentialUsers.email],
          set: fresh,
        })
        .returning({ ...getTableColumns(potentialUsers), created: sql<boolean>`(xmax = 0)` });
      const { created, ...row } = result!;
      return { row, created };
    },

    async revoke(id: string, at: Date): Promise<PotentialUserRow> {
      const [row] = await db
        .update(potentialUsers)
        .set({ revokedAt: at })
        .where(eq(potentialUsers.id, id))
        .returning();
      return row!;
    },

    async markUsed(id: string, at: Date): Promise<void> {
      await db.update(potentialUsers).set({ usedAt: at }).where(eq(potentialUsers.id, id));
    },
  };
}
