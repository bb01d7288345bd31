import type { notificationSettingsSchema } from './settings.schema';
import type { z } from 'zod';

// The notifications the server raises (server/routes/api/notifications/notify.service.ts) and the
// organization's toggle (SPEC 3 "notifications" settings) that silences each.

export const NOTIFICATION_TYPES = [
  'claim_assigned',
  'claim_status_changed',
  'claim_overdue',
  'document_uploaded',
  'task_assigned',
  'task_due',
  'note_mention',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type NotificationToggle = {
  [K in keyof NotificationSettings]: NotificationSettings[K] extends boolean ? K : never;
}[keyof NotificationSettings];

/**
 * SPEC 9 names eight settings: three are channels (email, SMS, push: the in-app notification is
 * raised whatever they say), one is the reminder lead time, four are per-event toggles. Claim
 * assignment rides on the assignment toggle with task assignment; an overdue claim, a signal about
 * its status, on the status toggle; a mention, addressed to one person by another, has no toggle.
 */
export const NOTIFICATION_TOGGLES: Readonly<Record<NotificationType, NotificationToggle | null>> = {
  claim_assigned: 'taskAssignmentAlerts',
  claim_status_changed: 'statusChangeAlerts',
  claim_overdue: 'statusChangeAlerts',
  document_uploaded: 'documentUploadAlerts',
  task_assigned: 'taskAssignmentAlerts',
  task_due: 'taskDueAlerts',
  note_mention: null,
};
