import type { NotificationDocType } from '../../../collections/notifications/notifications.schema';
import { routePath } from '../../../shared/routes/route-table';
import { taskLink } from '../../../shared/routes/task-link';

/**
 * Where a notification leads when opened: a task notification to the task (its editor on the
 * tasks screen; its claim may be one the user cannot open), anything about a claim to the claim,
 * anything else nowhere (it is only marked read).
 */
export function notificationTarget(
  notification: Pick<NotificationDocType, 'taskId' | 'claimId'>,
): string | null {
  if (notification.taskId) return taskLink(notification.taskId);
  if (notification.claimId) return routePath('claimDetails', { id: notification.claimId });
  return null;
}
