import type { RxCollection } from 'rxdb';
import { calendarEventsSchema, type CalendarEventDocType } from './calendar-events.schema';

export type CalendarEventsCollection = RxCollection<CalendarEventDocType>;

export const calendarEventsCollection = {
  schema: calendarEventsSchema,
  // 0 → 1 only added optional fields: the document itself is unchanged (the next pull fills them).
  migrationStrategies: { 1: (doc: CalendarEventDocType) => doc },
};
