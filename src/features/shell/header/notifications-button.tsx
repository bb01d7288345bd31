import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

export function NotificationsButton({ count }: { count: number }) {
  return (
    <Tooltip label="Notifications" withArrow>
      <Indicator label={count} size={16} offset={6} color="red" disabled={count === 0}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="md"
          aria-label={`Notifications (${count} unread)`}
        >
          <IconBell size={20} stroke={1.6} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
