import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calendarEvents } from '../db/schema/tasks';
import type { ListSource } from '../sync/checkpoint-pull';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type NewCalendarEvent = typeof calendarEvents.$inferInsert;

/** The organization's calendar, earliest start first. */
export const calendarEventList = (): ListSource<typeof calendarEvents> => ({
  table: calendarEvents,
  orderBy: asc(calendarEvents.startAt),
});

export function createCalendarEventRepository(db: Db) {
  return {
    async insert(values: NewCalendarEvent): Promise<CalendarEventRow> {
      const [row] = await db.insert(calendarEvents).values(values).returning();
      if (!row) throw new Error('calendar event insert returned nothing');
      return row;
    },
  };
}
