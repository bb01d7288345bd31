import type { AppDatabase } from '../app-database';
import { itemPath, recordWrites } from '../sync-queue/record-writes';

const notifications = recordWrites('notifications');

/** Marks one notification read or unread; queued, so it works offline and reaches every device. */
export async function markNotificationRead(
  db: AppDatabase,
  id: string,
  read: boolean,
  userId: string,
): Promise<void> {
  await notifications.merge(
    db,
    {
      id,
      endpoint: itemPath('/notifications', id),
      data: { read },
      fields: { read, readAt: read ? new Date().toISOString() : null },
    },
    userId,
  );
}

/** "Mark all read": one queued change per unread notice, so each is sent once and kept in order. */
export async function markNotificationsRead(
  db: AppDatabase,
  ids: readonly string[],
  userId: string,
): Promise<void> {
  for (const id of ids) await markNotificationRead(db, id, true, userId);
}
