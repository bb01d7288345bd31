import { Stack, Switch, Text } from '@mantine/core';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import { NOTIFICATION_TYPE_LABELS } from '../../domain/notification-preferences';
import { NOTIFICATION_TOGGLES, NOTIFICATION_TYPES } from '../../domain/notification-types';
import { runAction } from '../../shared/ui/report-failure';
import { ProfileCard } from './profile-card';
import { useMutedNotifications } from './use-muted-notifications';

const OFF_FOR_ORGANIZATION = 'Turned off for the whole organization in Settings › Notifications';

/** The user's own notification switches; a type the organization turned off shows why it is off. */
export function NotificationChoicesCard() {
  const organization = useSettingsGroup('notifications');
  const { muted, loading, setMuted } = useMutedNotifications();
  return (
    <ProfileCard
      id="notification-choices"
      title="Notifications I receive"
      description="In the bell, on every device. Saved to your account, offline too."
    >
      <Stack gap="sm">
        {NOTIFICATION_TYPES.map((type) => {
          const toggle = NOTIFICATION_TOGGLES[type];
          const organizationOff = toggle !== null && organization[toggle] === false;
          return (
            <Switch
              key={type}
              label={NOTIFICATION_TYPE_LABELS[type]}
              description={organizationOff ? OFF_FOR_ORGANIZATION : undefined}
              checked={!organizationOff && !muted.includes(type)}
              disabled={loading || organizationOff}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                runAction(() => setMuted(type, !on), 'Could not save your notification choice');
              }}
            />
          );
        })}
        <Text size="xs" c="dimmed">
          Turning one off stops new ones of that kind; those you have keep their place in the list.
        </Text>
      </Stack>
    </ProfileCard>
  );
}
