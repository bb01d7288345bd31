import { SettingsPage } from '../form/settings-page';
import { NumberInput, Stack, Switch, Title } from '@mantine/core';
import { SettingsFormFrame } from '../form/settings-form-frame';
import { useSettingsGroupForm } from '../form/use-settings-group-form';
import {
  notificationValues,
  REMINDER_MAX_HOURS,
  validateNotifications,
  type NotificationValues,
} from './notification-values';

type Toggle = {
  [K in keyof NotificationValues]: NotificationValues[K] extends boolean ? K : never;
}[keyof NotificationValues];

const CHANNELS: [Toggle, string, string][] = [
  ['emailNotifications', 'Email', 'Sent only when the server is set up to send mail.'],
  ['smsNotifications', 'SMS', 'Sent only when an SMS provider is set up.'],
  ['pushNotifications', 'In the app', 'The bell in the header, live on every device.'],
];

const ALERTS: [Toggle, string, string][] = [
  ['statusChangeAlerts', 'Status changes', 'A claim you handle moves to another status.'],
  ['documentUploadAlerts', 'Document uploads', 'Someone adds a document to your claim.'],
  ['taskAssignmentAlerts', 'Task assignments', 'A task is assigned to you.'],
  ['taskDueAlerts', 'Tasks due', 'A task of yours is due within the reminder interval.'],
];

export function SettingsNotificationsRoute() {
  const form = useSettingsGroupForm({
    group: 'notifications',
    toValues: notificationValues,
    validate: validateNotifications,
    failure: 'Failed to save the notification settings',
  });
  const { values, errors, update, loading, canEdit } = form;
  const toggles = (list: [Toggle, string, string][]) =>
    list.map(([field, label, description]) => (
      <Switch
        key={field}
        label={label}
        description={description}
        checked={values[field]}
        error={errors[field]}
        onChange={(event) => update({ [field]: event.currentTarget.checked })}
      />
    ));
  return (
    <SettingsPage
      title="Notifications"
      description="Which events notify the people handling them, how, and when reminders come."
      loading={loading}
      loadingLabel="Loading the notification settings…"
    >
      <SettingsFormFrame
        label="Notifications"
        readOnly={!canEdit}
        saved={form.saved}
        onSubmit={form.submit}
      >
        <Title order={2} fz="md">
          Channels
        </Title>
        <Stack gap="sm">{toggles(CHANNELS)}</Stack>
        <Title order={2} fz="md" mt="xs">
          Alerts
        </Title>
        <Stack gap="sm">{toggles(ALERTS)}</Stack>
        <NumberInput
          label="Reminder interval"
          description="Hours before a task is due that its reminder is sent."
          min={1}
          max={REMINDER_MAX_HOURS}
          allowDecimal={false}
          w={{ base: '100%', xs: 340 }}
          suffix=" h"
          value={values.reminderInterval}
          error={errors.reminderInterval}
          onChange={(reminderInterval) => update({ reminderInterval })}
        />
      </SettingsFormFrame>
    </SettingsPage>
  );
}
