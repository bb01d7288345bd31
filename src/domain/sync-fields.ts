import { z } from 'zod';

// Fields every synced row carries (DESIGN.md "Wire contract beyond the spec").
export const syncFieldsSchema = z.object({
  version: z.number().int().nonnegative(),
  updatedAt: z.string(),
  deleted: z.boolean(),
  organization_id: z.string(),
});

export type SyncFields = z.infer<typeof syncFieldsSchema>;
