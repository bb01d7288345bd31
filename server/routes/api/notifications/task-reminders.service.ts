import type { Db } from '../../../db/client';
import type { NotificationRow } from '../../../repositories/notifications.repository';
import { taskDueKey, tasksDueForReminder } from '../../../repositories/task-reminders.repository';
import { dueText } from './notification-events.service';
import { notify } from './notify.service';

/**
 * "A task of yours is due": reminds each assignee of their open tasks coming due within the
 * organization's `reminderInterval`, once per task and due instant (its dedupe key), however often
 * and from however many server processes this runs; in one transaction, published on commit.
 */
export function sweepDueTasks(db: Db, now = new Date()): Promise<NotificationRow[]> {
  return db.transaction(async (tx) => {
    const raised: NotificationRow[] = [];
    for (const { task, dueInstant } of await tasksDueForReminder(tx, now)) {
      const row = await notify(tx, {
        organizationId: task.organizationId,
        actorId: null,
        recipientId: task.assignedTo,
        type: 'task_due',
        title: `Task due: ${task.title}`,
        message: `Due ${dueText(task)}.`,
        taskId: task.id,
        dedupeKey: taskDueKey(task.id, dueInstant),
        mayView: async () => true,
      });
      if (row) raised.push(row);
    }
    return raised;
  });
}
