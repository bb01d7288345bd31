import { isMuted } from '../../../../src/domain/notification-preferences';
import { NOTIFICATION_TOGGLES } from '../../../../src/domain/notification-types';
import type { NotificationType } from '../../../../src/domain/notification-types';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../repositories/claims-visibility';
import { canSeeClaim } from '../../../repositories/claims-visibility';
import { createNotificationRepository } from '../../../repositories/notifications.repository';
import type { NotificationRow } from '../../../repositories/notifications.repository';
import { createPreferencesRepository } from '../../../repositories/preferences.repository';
import { createSettingsRepository } from '../../../repositories/settings.repository';
import { createUserRepository } from '../../../repositories/user.repository';
import { publishChange } from '../../../sync/publish-change';
import { withDefaults } from '../settings/settings.service';
import { notificationChange } from './notification.service';

export interface NotifyEvent {
  organizationId: string;
  /** Who made the change: never told of their own action (null: the server's own signal). */
  actorId: string | null;
  recipientId: string | null | undefined;
  type: NotificationType;
  title: string;
  message: string;
  claimId?: string | null;
  taskId?: string | null;
  /** Set for a signal that must be raised once however often it is seen (see insertOnce). */
  dedupeKey?: string;
  /**
   * Whether the recipient may see what the notification is about; the default is the claim, when
   * there is one. A recipient who may not gets nothing: a notification never leaks a record.
   */
  mayView?: (recipient: Caller) => Promise<boolean>;
}

/** Whether the organization's notification settings let this type through (SPEC 9 defaults). */
export async function notificationEnabled(
  tx: Db,
  organizationId: string,
  type: NotificationType,
): Promise<boolean> {
  const toggle = NOTIFICATION_TOGGLES[type];
  if (toggle === null) return true;
  const row = await createSettingsRepository(tx).findGroup(organizationId, 'notifications');
  return withDefaults(row ? [row] : []).notifications[toggle] !== false;
}

/**
 * Raises one notification in the transaction of the change it reports, and publishes it to the
 * recipient's devices; published through that transaction, it reaches them only if the change
 * commits. Nothing is raised for the actor, for a recipient who is not an active user of the
 * organization or may not see the record, when the organization turned the type off, or when the
 * recipient muted it in their own preferences (src/domain/notification-preferences.ts).
 */
export async function notify(tx: Db, event: NotifyEvent): Promise<NotificationRow | undefined> {
  const { recipientId, organizationId } = event;
  if (!recipientId || recipientId === event.actorId) return undefined;
  const recipient = await createUserRepository(tx).findById(recipientId);
  if (!recipient || !recipient.isActive || recipient.organizationId !== organizationId) {
    return undefined;
  }
  const caller: Caller = {
    userId: recipient.id,
    organizationId,
    permissions: recipient.permissions,
  };
  const mayView =
    event.mayView ?? (event.claimId ? (c: Caller) => canSeeClaim(tx, c, event.claimId!) : null);
  if (mayView && !(await mayView(caller))) return undefined;
  if (!(await notificationEnabled(tx, organizationId, event.type))) return undefined;
  const preferences = await createPreferencesRepository(tx).findLive(recipient.id);
  if (isMuted(preferences?.value, event.type)) return undefined;
  const row = await createNotificationRepository(tx).insertOnce({
    organizationId,
    userId: recipient.id,
    type: event.type,
    title: event.title,
    message: event.message,
    claimId: event.claimId ?? null,
    taskId: event.taskId ?? null,
    dedupeKey: event.dedupeKey ?? null,
  });
  if (row) await publishChange(tx, notificationChange(row));
  return row;
}
