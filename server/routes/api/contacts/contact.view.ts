import { z } from 'zod';
import type { contacts } from '../../../db/schema/contacts';
import { syncFieldsWire, toWire } from '../../../http/wire';

export type ContactRow = typeof contacts.$inferSelect;

// A contact as the contact routes answer it; `user_id` (the portal login link) stays internal.
export const contactWireSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  roles: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  // The contact this one was merged into (it is then deleted): devices follow the old id there.
  merged_into: z.string().nullable(),
  ...syncFieldsWire,
});

export type ContactWire = z.infer<typeof contactWireSchema>;

export const contactView = (row: ContactRow) => toWire(row, ['userId']) as ContactWire;

export const contactAnswer = z.object({ data: contactWireSchema });

// A merge answers the merged (deleted) contact and the new versions of the claims it moved, so a
// device's later queued changes to those claims are sent with the right If-Match.
export const mergeAnswer = z.object({
  data: contactWireSchema.extend({
    moved_claims: z.array(z.object({ id: z.string(), version: z.number() })),
  }),
});
