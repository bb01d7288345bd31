import { notificationSchema, type AppNotification } from '../../domain/notification.schema';
import { DATE_FIELD, syncedRxSchema } from '../synced-rx-schema';

export type NotificationDocType = Omit<AppNotification, 'deleted'>;

export const notificationsSchema = syncedRxSchema<NotificationDocType>(notificationSchema, {
  title: 'notifications',
  version: 2,
  indexed: { createdAt: DATE_FIELD },
  indexes: ['createdAt'],
  encrypted: ['title', 'message'],
});
