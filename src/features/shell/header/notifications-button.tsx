import { ActionIcon, Indicator, Popover, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDatabase } from '../../../collections/database.context';
import {
  markNotificationRead,
  markNotificationsRead,
} from '../../../collections/notifications/notifications.mutations';
import { useMyNotifications } from '../../../collections/notifications/notifications.hooks';
import type { NotificationDocType } from '../../../collections/notifications/notifications.schema';
import { notificationBadgeLabel } from '../../../domain/notification-badge';
import { runAction } from '../../../shared/ui/report-failure';
import { notificationTarget } from './notification-target';
import { NotificationsList } from './notifications-list';

const FAILURE = 'Could not change the notification';

/** The header's bell: the real unread count of the user's notifications, and their list. */
export function NotificationsButton({ userId }: { userId: string }) {
  const db = useAppDatabase();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  // The times read "5 min ago" as of when the list was opened.
  const [now, setNow] = useState(() => Date.now());
  const { notifications, unread } = useMyNotifications(userId);
  const count = unread.length;

  const toggle = (notification: NotificationDocType) => {
    if (db)
      runAction(
        () => markNotificationRead(db, notification.id, !notification.read, userId),
        FAILURE,
      );
  };
  const open = (notification: NotificationDocType) => {
    if (db && !notification.read)
      runAction(() => markNotificationRead(db, notification.id, true, userId), FAILURE);
    const target = notificationTarget(notification);
    if (target) {
      setOpened(false);
      void navigate(target);
    }
  };
  const markAll = () => {
    const ids = unread.map((n) => n.id);
    if (db) runAction(() => markNotificationsRead(db, ids, userId), FAILURE);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Tooltip label="Notifications" withArrow disabled={opened}>
          <Indicator
            label={notificationBadgeLabel(count)}
            size={16}
            offset={6}
            color="red"
            disabled={count === 0}
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              radius="md"
              aria-label={`Notifications (${count} unread)`}
              aria-expanded={opened}
              onClick={() => {
                setNow(Date.now());
                setOpened((o) => !o);
              }}
            >
              <IconBell size={20} stroke={1.6} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <NotificationsList
          notifications={notifications}
          unreadCount={count}
          now={now}
          onOpen={open}
          onToggleRead={toggle}
          onMarkAllRead={markAll}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
