import { z } from 'zod';
import { claimInputSchema, claimUpdateSchema } from '../../../../src/domain/claim.schema';

// Request bodies of the claim routes after the payload hook (camelCase) and cleaning. The shared
// schemas keep only known fields, so ids, organization, version or createdBy in a body are dropped.

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

// The database column is a date: a full ISO timestamp keeps its day, anything else is a 400
// rather than a database error.
const dateOfLoss = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value,
  z
    .string({ error: 'Date of loss is required' })
    .trim()
    .min(1, 'Date of loss is required')
    .refine(isCalendarDate, 'Date of loss must be a date (YYYY-MM-DD)'),
);

const limits = {
  claimNumber: z.string().trim().max(60, 'Claim number is too long').optional(),
  status: z.string().trim().max(100).optional(),
  estimatedValue: z.number().nonnegative().max(999_999_999_999).nullable().optional(),
};

// The id of the automatic note (Claim Creation / Claim Update) the device already shows: the
// server's note takes it, so there is one note, shown at once even offline. Not a claim field.
const noteId = z.uuid('noteId must be a UUID').optional();

export const createClaimBody = claimInputSchema.extend({ dateOfLoss, noteId, ...limits });
export const updateClaimBody = claimUpdateSchema.extend({
  dateOfLoss: dateOfLoss.optional(),
  noteId,
  ...limits,
});

export type CreateClaimBody = z.infer<typeof createClaimBody>;
export type UpdateClaimBody = z.infer<typeof updateClaimBody>;

export const statusBody = z.object({
  status: z.string({ error: 'Status is required' }).trim().min(1, 'Status is required').max(100),
  /** The id of the Status Change note the device already shows (made offline). */
  noteId,
});
