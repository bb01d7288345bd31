import { z } from 'zod';
import { toWire } from '../../../http/wire';
import type { NotificationRow } from '../../../repositories/notifications.repository';

export const notificationWireSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  user_id: z.string().nullable(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  claim_id: z.string().nullable(),
  task_id: z.string().nullable(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  version: z.number(),
  updated_at: z.string(),
  deleted: z.boolean(),
});

type NotificationWire = z.infer<typeof notificationWireSchema>;

export const notificationView = (row: NotificationRow) =>
  toWire({ ...row, read: row.readAt !== null }) as NotificationWire;
