import { z } from 'zod';
import { isInstant } from './calendar-day';
import { syncFieldsSchema } from './sync-fields';

export const END_BEFORE_START_MESSAGE = 'End must not be before start';
export const NOT_AN_INSTANT_MESSAGE = 'Use a date and a time such as 14:30';

const instant = z
  .string({ error: NOT_AN_INSTANT_MESSAGE })
  .min(1, NOT_AN_INSTANT_MESSAGE)
  .refine(isInstant, NOT_AN_INSTANT_MESSAGE);

/**
 * What a calendar event is created or changed with (the server's body,
 * server/routes/api/calendar-events/calendar-event.body.ts, is the authority): `start` and `end`
 * are UTC instants; the screen shows them in the user's time zone.
 */
export const calendarEventInputSchema = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(200, 'At most 200 characters'),
    description: z.string().max(5000, 'At most 5000 characters').default(''),
    start: instant,
    end: instant,
    claimId: z.string().max(100).nullable().optional(),
    location: z.string().max(300, 'At most 300 characters').default(''),
    attendees: z.array(z.string().max(100)).max(100).default([]),
  })
  .refine((e) => new Date(e.end).getTime() >= new Date(e.start).getTime(), {
    message: END_BEFORE_START_MESSAGE,
    path: ['end'],
  });

export type CalendarEventInput = z.infer<typeof calendarEventInputSchema>;

// `type`, `allDay` and `attendees` came with the calendar screen (local schema version 1): optional
// so records stored before read as they are. The server may answer a null creator (a removed user).
export const calendarEventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    start: z.string(),
    end: z.string(),
    claimId: z.string().nullable().optional(),
    location: z.string(),
    type: z.string().optional(),
    allDay: z.boolean().optional(),
    attendees: z.array(z.string()).optional(),
    createdBy: z.string().nullable().optional(),
  })
  .extend(syncFieldsSchema.shape);

export type CalendarEvent = z.infer<typeof calendarEventSchema>;
