import { z } from 'zod';
import { syncFieldsSchema } from './sync-fields';

export const calendarEventInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required'),
    description: z.string().default(''),
    start: z.string().min(1, 'Start is required'),
    end: z.string().min(1, 'End is required'),
    claimId: z.string().nullable().optional(),
    location: z.string().default(''),
  })
  .refine((e) => new Date(e.end).getTime() >= new Date(e.start).getTime(), {
    message: 'End must not be before start',
    path: ['end'],
  });

export type CalendarEventInput = z.infer<typeof calendarEventInputSchema>;

export const calendarEventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    start: z.string(),
    end: z.string(),
    claimId: z.string().nullable().optional(),
    location: z.string(),
    createdBy: z.string(),
  })
  .extend(syncFieldsSchema.shape);

export type CalendarEvent = z.infer<typeof calendarEventSchema>;
