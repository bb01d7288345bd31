import type { NotificationsCollection } from './notifications.collection';

/** How many of the newest notifications the bell lists. */
export const NOTIFICATIONS_LISTED = 50;

export function myNotificationsQuery(notifications: NotificationsCollection, userId: string) {
  return notifications.find({
    selector: { userId },
    sort: [{ createdAt: 'desc' }],
    limit: NOTIFICATIONS_LISTED,
  });
}

export function myUnreadNotificationsQuery(notifications: NotificationsCollection, userId: string) {
  return notifications.find({ selector: { userId, read: false } });
}
