import { z } from 'zod';
import type { calendarEvents } from '../../../db/schema/tasks';
import { toWire } from '../../../http/wire';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;

export const calendarEventWireSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
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
  version: z.number(),
  updated_at: z.string(),
  deleted: z.boolean(),
});

export type CalendarEventWire = z.infer<typeof calendarEventWireSchema>;

export function calendarEventView(row: CalendarEventRow): CalendarEventWire {
  const { startAt, endAt, ...rest } = row;
  return toWire({ ...rest, start: startAt, end: endAt }) as CalendarEventWire;
}
