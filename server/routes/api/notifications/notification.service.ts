import type { Db } from '../../../db/client';
import { notifications } from '../../../db/schema/settings';
import {
  createNotificationRepository,
  ownNotifications,
} from '../../../repositories/notifications.repository';
import type { NotificationRow } from '../../../repositories/notifications.repository';
import { changeOf } from '../../../sync/change';
import { publishChange } from '../../../sync/publish-change';
import { requestTarget } from '../../../sync/published-write';
import type { IdRequest } from '../../../sync/published-write';
import { updateVersioned } from '../../../sync/versioned-write';
import { notificationView } from './notification.view';

const NOTIFICATION_NOT_FOUND = 'Notification not found';

export const notificationChange = (row: NotificationRow) =>
  changeOf('notifications', row, { userId: row.userId });

/** Marks all the caller's notifications read, each published; returns how many changed. */
export function markAllRead(db: Db, organizationId: string, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const updated = await createNotificationRepository(tx).markAllRead(organizationId, userId);
    for (const row of updated) await publishChange(tx, notificationChange(row));
    return updated.length;
  });
}

/** Marks one of the caller's own notifications read or unread (If-Match). */
export function markRead(tx: Db, request: IdRequest, read: boolean): Promise<NotificationRow> {
  return updateVersioned(
    tx,
    notifications,
    requestTarget(request, {
      notFound: NOTIFICATION_NOT_FOUND,
      view: notificationView,
      where: ownNotifications(request.auth.userId),
    }),
    { readAt: read ? new Date() : null },
  );
}
