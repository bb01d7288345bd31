import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications } from '../db/schema/settings';
import { listSource } from '../sync/checkpoint-pull';
import { liveInOrganization } from './synced-rows';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** A user's own notifications: another user's are "not found", whatever the caller's role. */
export const ownNotifications = (userId: string): SQL => eq(notifications.userId, userId);

/** The user's notifications, newest first. */
export const notificationList = (userId: string) =>
  listSource(notifications, desc(notifications.createdAt), ownNotifications(userId));

export function createNotificationRepository(db: Db) {
  return {
    /**
     * Inserts a notification; one whose dedupe key the organization already holds is skipped
     * (undefined), so a signal raised by two server processes at once is raised once.
     */
    async insertOnce(values: NewNotification): Promise<NotificationRow | undefined> {
      const [row] = await db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing({ target: [notifications.organizationId, notifications.dedupeKey] })
        .returning();
      return row;
    },

    /** Marks every unread live notification of the user read; returns the rows it changed. */
    markAllRead(organizationId: string, userId: string): Promise<NotificationRow[]> {
      return db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            liveInOrganization(notifications, organizationId),
            ownNotifications(userId),
            isNull(notifications.readAt),
          ),
        )
        .returning();
    },
  };
}
