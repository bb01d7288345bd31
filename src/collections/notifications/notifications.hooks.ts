import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { myNotificationsQuery, myUnreadNotificationsQuery } from './notifications.queries';
import type { NotificationDocType } from './notifications.schema';

/** The user's newest notifications and how many are unread, live from every tab. */
export function useMyNotifications(userId: string) {
  const listed = useLiveDocs<NotificationDocType>(
    useDbQuery((db, id) => myNotificationsQuery(db.notifications, id), userId),
  );
  const unread = useLiveDocs<NotificationDocType>(
    useDbQuery((db, id) => myUnreadNotificationsQuery(db.notifications, id), userId),
  );
  return { notifications: listed.docs, unread: unread.docs, loading: listed.loading };
}
