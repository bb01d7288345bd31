import { calendarEventSchema, type CalendarEvent } from '../../domain/calendar-event.schema';
import { DATE_FIELD, syncedRxSchema } from '../synced-rx-schema';

export type CalendarEventDocType = Omit<CalendarEvent, 'deleted'>;

export const calendarEventsSchema = syncedRxSchema<CalendarEventDocType>(calendarEventSchema, {
  title: 'calendar events',
  version: 0,
  indexed: { start: DATE_FIELD },
  indexes: ['start'],
  encrypted: ['title', 'description', 'location'],
});
