import { notificationSchema, type AppNotification } from '../../domain/notification.schema';
import { rxSchemaFromZod } from '../rx-schema';

export type NotificationDocType = Omit<AppNotification, 'deleted'>;

export const notificationsSchema = rxSchemaFromZod<NotificationDocType>(notificationSchema, {
  title: 'notifications',
  version: 0,
  omit: ['deleted'],
  indexed: {
    id: { maxLength: 100 },
    organization_id: { maxLength: 100 },
    createdAt: { maxLength: 40 },
  },
  indexes: ['createdAt'],
  encrypted: ['title', 'body'],
});
