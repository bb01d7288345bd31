import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshSessions } from '../db/schema/sessions';
import { insertReturning } from './synced-rows';

export type RefreshSession = typeof refreshSessions.$inferSelect;
export type NewRefreshSession = typeof refreshSessions.$inferInsert;

export function createSessionRepository(db: Db) {
  return {
    create(session: NewRefreshSession): Promise<RefreshSession> {
      return insertReturning(db, refreshSessions, session, 'refresh session');
    },

    /** Locks the row so two concurrent rotations of one token cannot both succeed. */
    async findByHashForUpdate(tokenHash: string): Promise<RefreshSession | undefined> {
      const [row] = await db
        .select()
        .from(refreshSessions)
        .where(eq(refreshSessions.tokenHash, tokenHash))
        .for('update')
        .limit(1);
      return row;
    },

    async markUsed(id: string, replacedBy: string, at: Date): Promise<void> {
      await db
        .update(refreshSessions)
        .set({ usedAt: at, replacedBy })
        .where(eq(refreshSessions.id, id));
    },

    /** Every live session of the user (deactivation): their next refresh is refused. */
    async revokeUser(userId: string, at: Date): Promise<void> {
      await db
        .update(refreshSessions)
        .set({ revokedAt: at })
        .where(and(eq(refreshSessions.userId, userId), isNull(refreshSessions.revokedAt)));
    },

    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(refreshSessions)
        .set({ revokedAt: at })
        .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
