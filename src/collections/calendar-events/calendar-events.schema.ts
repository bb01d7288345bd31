import { calendarEventSchema, type CalendarEvent } from '../../domain/calendar-event.schema';
import { rxSchemaFromZod } from '../rx-schema';

export type CalendarEventDocType = Omit<CalendarEvent, 'deleted'>;

export const calendarEventsSchema = rxSchemaFromZod<CalendarEventDocType>(calendarEventSchema, {
  title: 'calendar events',
  version: 0,
  omit: ['deleted'],
  indexed: {
    id: { maxLength: 100 },
    organization_id: { maxLength: 100 },
    start: { maxLength: 40 },
  },
  indexes: ['start'],
  encrypted: ['title', 'description', 'location'],
});
