import { z } from 'zod';
import type { calendarEvents } from '../../../db/schema/tasks';
import { syncFieldsWire, toWire } from '../../../http/wire';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;

export const calendarEventWireSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  location: z.string(),
  start: z.string(),
  end: z.string(),
  all_day: z.boolean(),
  attendees: z.array(z.string()),
  claim_id: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  ...syncFieldsWire,
});

export type CalendarEventWire = z.infer<typeof calendarEventWireSchema>;

export function calendarEventView(row: CalendarEventRow): CalendarEventWire {
  const { startAt, endAt, ...rest } = row;
  return toWire({ ...rest, start: startAt, end: endAt }) as CalendarEventWire;
}
