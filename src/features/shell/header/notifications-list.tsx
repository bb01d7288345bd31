import { Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { NotificationDocType } from '../../../collections/notifications/notifications.schema';
import { syncTimeText } from '../../../shared/ui/sync-time';

export interface NotificationsListProps {
  notifications: NotificationDocType[];
  unreadCount: number;
  now: number;
  onOpen: (notification: NotificationDocType) => void;
  onToggleRead: (notification: NotificationDocType) => void;
  onMarkAllRead: () => void;
}

/** The bell's list: newest first, unread in bold with a dot; opening one marks it read. */
export function NotificationsList(props: NotificationsListProps) {
  const { notifications, unreadCount, now } = props;
  return (
    <Stack gap="xs" w={340} maw="calc(100vw - 32px)">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>Notifications</Text>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={unreadCount === 0}
          onClick={props.onMarkAllRead}
        >
          Mark all read
        </Button>
      </Group>
      {notifications.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          No notifications yet. You will be told here when a claim you handle needs you.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={420} type="auto">
          <Stack gap={4} component="ul" role="list" aria-label="Notifications" p={0} m={0}>
            {notifications.map((notification) => (
              <Group
                key={notification.id}
                component="li"
                wrap="nowrap"
                align="flex-start"
                gap="xs"
                style={{ listStyle: 'none' }}
              >
                <UnstyledButton
                  onClick={() => props.onOpen(notification)}
                  style={{ flex: 1, minWidth: 0 }}
                  p={6}
                  aria-label={`${notification.read ? '' : 'Unread: '}${notification.title}`}
                >
                  <Text size="sm" fw={notification.read ? 400 : 700} lineClamp={2}>
                    {notification.title}
                  </Text>
                  {notification.message && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {notification.message}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {syncTimeText(Date.parse(notification.createdAt), now)}
                  </Text>
                </UnstyledButton>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => props.onToggleRead(notification)}
                >
                  {notification.read ? 'Mark unread' : 'Mark read'}
                </Button>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
