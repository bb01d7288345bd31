import { z } from 'zod';
import { syncFieldsSchema } from './sync-fields';

/** A notification as the server sends it (server/routes/api/notifications/notification.view.ts). */
export const notificationSchema = z
  .object({
    id: z.string(),
    userId: z.string().nullable(),
    type: z.string(),
    title: z.string(),
    message: z.string(),
    claimId: z.string().nullable(),
    taskId: z.string().nullable(),
    read: z.boolean(),
    readAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .extend(syncFieldsSchema.shape);

export type AppNotification = z.infer<typeof notificationSchema>;
