import { calendarEventSchema, type CalendarEvent } from '../../domain/calendar-event.schema';
import { DATE_FIELD, syncedRxSchema } from '../synced-rx-schema';

export type CalendarEventDocType = Omit<CalendarEvent, 'deleted'>;

// Version 1 keeps the event's type, all-day flag and attendees, which the calendar screen shows
// and edits (version 0 dropped them on pull).
export const calendarEventsSchema = syncedRxSchema<CalendarEventDocType>(calendarEventSchema, {
  title: 'calendar events',
  version: 1,
  indexed: { start: DATE_FIELD },
  indexes: ['start'],
  encrypted: ['title', 'description', 'location'],
});
