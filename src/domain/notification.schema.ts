import { z } from 'zod';
import { syncFieldsSchema } from './sync-fields';

export const notificationSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable().optional(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .extend(syncFieldsSchema.shape);

export type AppNotification = z.infer<typeof notificationSchema>;
