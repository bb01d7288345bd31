import { and, eq, gt, inArray, isNull, min, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshSessions } from '../db/schema/sessions';
import { insertReturning } from './synced-rows';

export type RefreshSession = typeof refreshSessions.$inferSelect;
export type NewRefreshSession = typeof refreshSessions.$inferInsert;

/** One live session (refresh-token family) of a user, as the profile lists it. */
export interface ActiveSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

export function createSessionRepository(db: Db) {
  /** Revokes the live rows matching every condition; answers the family of each row revoked. */
  const revokeLive = async (at: Date, ...conditions: SQL[]): Promise<string[]> => {
    const rows = await db
      .update(refreshSessions)
      .set({ revokedAt: at })
      .where(and(...conditions, isNull(refreshSessions.revokedAt)))
      .returning({ familyId: refreshSessions.familyId });
    return rows.map((row) => row.familyId);
  };

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
      await revokeLive(at, eq(refreshSessions.userId, userId));
    },

    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await revokeLive(at, eq(refreshSessions.familyId, familyId));
    },

    /** Whether the user's session still stands: revoking a family revokes every row of it. */
    async isFamilyLive(userId: string, familyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshSessions.id })
        .from(refreshSessions)
        .where(
          and(
            eq(refreshSessions.familyId, familyId),
            eq(refreshSessions.userId, userId),
            isNull(refreshSessions.revokedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The user's sessions that can still refresh: each family's unused, unrevoked, unexpired
     * token. Started is the family's first token; last used its newest (every refresh adds one).
     */
    async listActive(userId: string, now: Date): Promise<ActiveSession[]> {
      const tips = await db
        .select()
        .from(refreshSessions)
        .where(
          and(
            eq(refreshSessions.userId, userId),
            isNull(refreshSessions.usedAt),
            isNull(refreshSessions.revokedAt),
            gt(refreshSessions.expiresAt, now),
          ),
        );
      if (tips.length === 0) return [];
      const started = await db
        .select({ familyId: refreshSessions.familyId, at: min(refreshSessions.createdAt) })
        .from(refreshSessions)
        .where(
          inArray(
            refreshSessions.familyId,
            tips.map((tip) => tip.familyId),
          ),
        )
        .groupBy(refreshSessions.familyId);
      const startedAt = new Map(started.map((row) => [row.familyId, row.at]));
      return tips
        .map((tip) => ({
          id: tip.familyId,
          userAgent: tip.userAgent,
          ipAddress: tip.ipAddress,
          createdAt: startedAt.get(tip.familyId) ?? tip.createdAt,
          lastUsedAt: tip.createdAt,
        }))
        .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
    },

    /** Revokes the user's sessions but `keep`, and answers the families it ended. */
    async revokeOthers(userId: string, keep: string, at: Date): Promise<string[]> {
      const ended = await revokeLive(
        at,
        eq(refreshSessions.userId, userId),
        ne(refreshSessions.familyId, keep),
      );
      return [...new Set(ended)];
    },

    /** Revokes one of the user's sessions; false when the user has no live session by that id. */
    async revokeOwnFamily(userId: string, familyId: string, at: Date): Promise<boolean> {
      const ended = await revokeLive(
        at,
        eq(refreshSessions.userId, userId),
        eq(refreshSessions.familyId, familyId),
      );
      return ended.length > 0;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
