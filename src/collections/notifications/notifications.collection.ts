import type { RxCollection } from 'rxdb';
import { notificationsSchema, type NotificationDocType } from './notifications.schema';

export type NotificationsCollection = RxCollection<NotificationDocType>;

export const notificationsCollection = { schema: notificationsSchema, migrationStrategies: {} };
