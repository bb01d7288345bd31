import { SETTINGS_READ_ONLY_MESSAGE } from '../../domain/permissions';
import { ReadOnlyNotice } from '../../shared/ui/read-only-notice';
import { Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../shared/ui/page-header';
import { StatePanel } from '../../shared/ui/state-panel';
import { CalendarFeedCard } from './calendar-feed-card';
import { CalendarViewForm } from './calendar-view-form';
import { useCalendarViewSettings } from './use-calendar-view-settings';

export function CalendarViewRoute() {
  const { settings, loading, save, canEdit } = useCalendarViewSettings();
  return (
    <>
      <PageHeader
        title="Calendar view"
        description="Default view, working hours and working days of the organization's calendar."
      />
      {!canEdit && <ReadOnlyNotice reason={SETTINGS_READ_ONLY_MESSAGE} />}
      {loading ? (
        <StatePanel state={{ kind: 'loading', label: 'Loading the calendar settings…' }} />
      ) : (
        <CalendarViewForm settings={settings} readOnly={!canEdit} onSave={save} />
      )}
      <Stack mt="xl" gap="xs">
        <Title order={2} fz="lg" fw={600}>
          Subscribe from another calendar
        </Title>
        <Text size="sm" c="dimmed">
          See your Claims desk events in Google, Outlook or Apple Calendar.
        </Text>
        <CalendarFeedCard providers={settings} />
      </Stack>
    </>
  );
}
