import type { CalendarEventsCollection } from './calendar-events.collection';

export function calendarEventsByStartQuery(events: CalendarEventsCollection) {
  return events.find({ sort: [{ start: 'asc' }] });
}
