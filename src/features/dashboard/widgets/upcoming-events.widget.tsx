import { Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useCalendarEventsState } from '../../../collections/calendar-events/calendar-events.hooks';
import { upcomingEvents, UPCOMING_DAYS } from '../data/upcoming-events.data';
import type { WidgetProps } from '../dashboard-data';
import { WidgetCard } from '../widget-card';
import { linkTo } from './links';

const LIMIT = 8;

export function UpcomingEventsWidget({ data }: WidgetProps) {
  const { docs, loading } = useCalendarEventsState();
  const events = useMemo(() => upcomingEvents(docs, data.now, LIMIT), [docs, data.now]);
  return (
    <WidgetCard
      widgetId="upcomingEvents"
      title="Upcoming events"
      help={`Your calendar for the next ${UPCOMING_DAYS} days.`}
      link={{ to: linkTo('calendar'), label: 'Open the calendar' }}
      loading={loading}
      empty={events.length === 0}
      emptyText={`Nothing on the calendar for the next ${UPCOMING_DAYS} days.`}
    >
      <Stack gap={6} role="list">
        {events.map((event) => (
          <Group key={event.id} role="listitem" justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" truncate>
              {event.title}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {dayjs(event.start).format(event.allDay ? 'ddd MMM D' : 'ddd MMM D, h:mm A')}
            </Text>
          </Group>
        ))}
      </Stack>
    </WidgetCard>
  );
}
