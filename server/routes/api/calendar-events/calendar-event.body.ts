import { z } from 'zod';

// Request fields of a calendar event (SPEC 2 calendar); `start`/`end` as in src/domain.
const instant = z.iso.datetime({
  offset: true,
  message: 'Use an ISO date-time such as 2026-05-01T09:00:00Z',
});

// Without defaults, so a partial update leaves unsent fields alone.
const fields = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().max(5000),
  type: z.string().trim().min(1).max(60),
  location: z.string().max(300),
  start: instant,
  end: instant,
  allDay: z.boolean(),
  attendees: z.array(z.string().max(100)).max(100),
  claimId: z.string().max(100).nullable(),
});

export const END_BEFORE_START = 'End must not be before start';

export function endsBeforeStart(event: { start: string; end: string }): boolean {
  return new Date(event.end).getTime() < new Date(event.start).getTime();
}

export const createCalendarEventBody = fields
  .extend({
    description: fields.shape.description.default(''),
    type: fields.shape.type.default('Meeting'),
    location: fields.shape.location.default(''),
    allDay: fields.shape.allDay.default(false),
    attendees: fields.shape.attendees.default([]),
    claimId: fields.shape.claimId.optional(),
  })
  .refine((e) => !endsBeforeStart(e), { message: END_BEFORE_START, path: ['end'] });

export const updateCalendarEventBody = fields.partial();

export type CreateCalendarEventBody = z.output<typeof createCalendarEventBody>;
export type UpdateCalendarEventBody = z.output<typeof updateCalendarEventBody>;
