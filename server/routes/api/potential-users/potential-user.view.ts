import { z } from 'zod';
import { toWire } from '../../../http/wire';
import type { PotentialUserRow } from '../../../repositories/potential-user.repository';

export const potentialUserWireSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  email: z.string(),
  invited_by: z.string().nullable(),
  created_at: z.string(),
});

type PotentialUserWire = z.infer<typeof potentialUserWireSchema>;

export const potentialUserView = (row: PotentialUserRow) => toWire(row) as PotentialUserWire;
