import { and, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calendarFeedTokens } from '../db/schema/calendar-feeds';
import { calendarEvents, tasks } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import type { Caller } from './claims-visibility';
import { taskVisibility } from './tasks.repository';

export type CalendarFeedToken = typeof calendarFeedTokens.$inferSelect;
export type FeedEventRow = typeof calendarEvents.$inferSelect;
export type FeedTaskRow = typeof tasks.$inferSelect;

// Queries of the private calendar feed (issue 13): the feed tokens, and what one user's feed
// holds. Soft-deleted events and tasks are kept in the feed so subscribers see them cancelled.
export function createCalendarFeedRepository(db: Db) {
  return {
    /** The user's live (not revoked) token row, if any. */
    async findLive(userId: string): Promise<CalendarFeedToken | undefined> {
      const [row] = await db
        .select()
        .from(calendarFeedTokens)
        .where(and(eq(calendarFeedTokens.userId, userId), isNull(calendarFeedTokens.revokedAt)))
        .limit(1);
      return row;
    },

    /** The live token row whose hash this is (unknown and revoked tokens find nothing). */
    async findLiveByHash(tokenHash: string): Promise<CalendarFeedToken | undefined> {
      const [row] = await db
        .select()
        .from(calendarFeedTokens)
        .where(
          and(eq(calendarFeedTokens.tokenHash, tokenHash), isNull(calendarFeedTokens.revokedAt)),
        )
        .limit(1);
      return row;
    },

    /**
     * Revokes the user's live token and stores a new one, in one transaction. The user's row is
     * locked first, so two rotations at once take turns instead of racing for the one live slot.
     */
    async rotate(caller: Caller, tokenHash: string, at: Date): Promise<CalendarFeedToken> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, caller.userId))
          .for('update');
        await tx
          .update(calendarFeedTokens)
          .set({ revokedAt: at })
          .where(
            and(eq(calendarFeedTokens.userId, caller.userId), isNull(calendarFeedTokens.revokedAt)),
          );
        const [row] = await tx
          .insert(calendarFeedTokens)
          .values({
            userId: caller.userId,
            organizationId: caller.organizationId,
            tokenHash,
            createdAt: at,
          })
          .returning();
        if (!row) throw new Error('calendar feed token insert returned nothing');
        return row;
      });
    },

    /** Revokes the user's live token; false when there was none. */
    async revoke(userId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(calendarFeedTokens)
        .set({ revokedAt: at })
        .where(and(eq(calendarFeedTokens.userId, userId), isNull(calendarFeedTokens.revokedAt)))
        .returning({ id: calendarFeedTokens.id });
      return rows.length > 0;
    },

    /**
     * The events of the caller's organization that the caller created or attends, live or
     * removed, ending at or after `since`.
     */
    feedEvents(caller: Caller, since: Date): Promise<FeedEventRow[]> {
      return db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.organizationId, caller.organizationId),
            or(
              eq(calendarEvents.createdBy, caller.userId),
              sql`${calendarEvents.attendees} @> ${JSON.stringify([caller.userId])}::jsonb`,
            ),
            gte(calendarEvents.endAt, since),
          ),
        )
        .orderBy(calendarEvents.startAt, calendarEvents.id);
    },

    /**
     * The dated tasks assigned to the caller that the caller may see, live or removed, due on or
     * after `since` (a timed task by its instant, a dated one by its day).
     */
    feedTasks(caller: Caller, since: Date): Promise<FeedTaskRow[]> {
      const sinceDay = since.toISOString().slice(0, 10);
      return db
        .select()
        .from(tasks)
        .where(
          and(
            eq(tasks.organizationId, caller.organizationId),
            eq(tasks.assignedTo, caller.userId),
            taskVisibility(caller),
            or(
              and(isNotNull(tasks.dueAt), gte(tasks.dueAt, since)),
              and(isNull(tasks.dueAt), isNotNull(tasks.dueDate), gte(tasks.dueDate, sinceDay)),
            ),
          ),
        )
        .orderBy(tasks.dueDate, tasks.id);
    },

    /** A live event of the organization, or undefined (also for other organizations). */
    async findEvent(organizationId: string, id: string): Promise<FeedEventRow | undefined> {
      const [row] = await db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.id, id),
            eq(calendarEvents.organizationId, organizationId),
            eq(calendarEvents.deleted, false),
          ),
        )
        .limit(1);
      return row;
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
