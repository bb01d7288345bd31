import { z } from 'zod';
import { toWire } from '../../../http/wire';
import type { RoleRow } from '../../../repositories/role.repository';

export const roleWireSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  description: z.string(),
  created_at: z.string(),
  version: z.number(),
  updated_at: z.string(),
  deleted: z.boolean(),
});

export type RoleWire = z.infer<typeof roleWireSchema>;

export const roleView = (row: RoleRow) => toWire(row) as RoleWire;
