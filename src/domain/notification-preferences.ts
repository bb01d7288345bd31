import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notification-types';
import type { NotificationType } from './notification-types';

// A user's own choice of notifications (issue 15: "each respects the organization's toggles and
// the user's preferences"): the types they turned off, kept in their synced preferences. An
// organization toggle that is off wins; a type without a toggle (a mention) can still be muted.

export const UNKNOWN_NOTIFICATION_TYPE = 'Unknown notification type';

export const mutedNotificationsSchema = z
  .array(z.enum(NOTIFICATION_TYPES, UNKNOWN_NOTIFICATION_TYPE))
  .max(NOTIFICATION_TYPES.length);

/** What each type tells the user, in the words of the profile's switches. */
export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = {
  claim_assigned: 'A claim is assigned to me',
  claim_status_changed: 'A claim I handle changes status',
  claim_overdue: 'A claim I handle overstays its status',
  document_uploaded: 'A document is uploaded to my claim',
  task_assigned: 'A task is assigned to me',
  task_due: 'A task of mine is due',
  note_mention: 'Someone mentions me in a note',
};

/** Whether stored preferences (any shape: a record from the database) mute this type. */
export function isMuted(preferences: unknown, type: NotificationType): boolean {
  const muted = mutedNotificationsSchema.safeParse(
    (preferences as { mutedNotifications?: unknown } | null | undefined)?.mutedNotifications,
  );
  return muted.success && muted.data.includes(type);
}
