import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calendarEvents } from '../db/schema/tasks';
import { listSource } from '../sync/checkpoint-pull';
import { insertReturning } from './synced-rows';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type NewCalendarEvent = typeof calendarEvents.$inferInsert;

/** The organization's calendar, earliest start first. */
export const calendarEventList = () => listSource(calendarEvents, asc(calendarEvents.startAt));

export function createCalendarEventRepository(db: Db) {
  return {
    insert(values: NewCalendarEvent): Promise<CalendarEventRow> {
      return insertReturning(db, calendarEvents, values, 'calendar event');
    },
  };
}
