import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { potentialUsers } from '../db/schema/potential-users';

export type PotentialUserRow = typeof potentialUsers.$inferSelect;

export function createPotentialUserRepository(db: Db) {
  return {
    list(organizationId: string): Promise<PotentialUserRow[]> {
      return db
        .select()
        .from(potentialUsers)
        .where(eq(potentialUsers.organizationId, organizationId))
        .orderBy(asc(potentialUsers.createdAt));
    },

    /** The invitation for the address, created if there was none: inviting twice is one invite. */
    async invite(
      organizationId: string,
      email: string,
      invitedBy: string,
    ): Promise<{ row: PotentialUserRow; created: boolean }> {
      const [inserted] = await db
        .insert(potentialUsers)
        .values({ organizationId, email, invitedBy })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = await db
        .select()
        .from(potentialUsers)
        .where(
          and(eq(potentialUsers.organizationId, organizationId), eq(potentialUsers.email, email)),
        )
        .limit(1);
      return { row: existing!, created: false };
    },
  };
}
