import type { RxCollection } from 'rxdb';
import { notificationsSchema, type NotificationDocType } from './notifications.schema';

export type NotificationsCollection = RxCollection<NotificationDocType>;

type StoredBefore = Partial<NotificationDocType> & { body?: string; link?: string | null };

export const notificationsCollection = {
  schema: notificationsSchema,
  // 0 → 1 took the server's fields (message, type, claim, read time) instead of body and link,
  // which the server never sent: a stored notice keeps its title and read state.
  migrationStrategies: {
    1: ({ body, link: _link, ...doc }: StoredBefore) => ({
      ...doc,
      type: doc.type ?? 'notice',
      message: doc.message ?? body ?? '',
      claimId: doc.claimId ?? null,
      readAt: doc.readAt ?? null,
    }),
    // 1 → 2 added the task a task notification opens; older notices name none.
    2: (doc: StoredBefore) => ({ ...doc, taskId: doc.taskId ?? null }),
  },
};
