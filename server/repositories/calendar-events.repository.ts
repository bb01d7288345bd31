import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calendarEvents } from '../db/schema/tasks';
import type { ListSource } from '../sync/checkpoint-pull';
import { insertReturning } from './synced-rows';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type NewCalendarEvent = typeof calendarEvents.$inferInsert;

/** The organization's calendar, earliest start first. */
export const calendarEventList = (): ListSource<typeof calendarEvents> => ({
  table: calendarEvents,
  orderBy: asc(calendarEvents.startAt),
});

export function createCalendarEventRepository(db: Db) {
  return {
    insert(values: NewCalendarEvent): Promise<CalendarEventRow> {
      return insertReturning(db, calendarEvents, values, 'calendar event');
    },
  };
}
