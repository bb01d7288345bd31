import type { RxCollection } from 'rxdb';
import { calendarEventsSchema, type CalendarEventDocType } from './calendar-events.schema';

export type CalendarEventsCollection = RxCollection<CalendarEventDocType>;

export const calendarEventsCollection = { schema: calendarEventsSchema, migrationStrategies: {} };
