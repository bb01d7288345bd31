import type { AppDatabase } from '../app-database';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { calendarEventsByStartQuery } from './calendar-events.queries';
import type { CalendarEventDocType } from './calendar-events.schema';

const allEvents = (db: AppDatabase) => calendarEventsByStartQuery(db.calendar_events);

/** Every calendar event this device holds, live from every tab, and whether read yet. */
export function useCalendarEventsState(): { docs: CalendarEventDocType[]; loading: boolean } {
  return useLiveDocs<CalendarEventDocType>(useDbQuery(allEvents));
}
