import { z } from 'zod';
import type { claims } from '../../../db/schema/claims';
import { syncFieldsView, syncFieldsWire } from '../../../http/wire';

export type ClaimRow = typeof claims.$inferSelect;

export const customerWireSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_primary: z.boolean(),
});

// A claim as every claim route answers it (snake_case, DESIGN.md "keys").
export const claimWireSchema = z.object({
  id: z.string(),
  claim_number: z.string(),
  status: z.string(),
  status_changed_at: z.string(),
  policy_number: z.string(),
  client_id: z.string().nullable(),
  client_name: z.string(),
  customers: z.array(customerWireSchema),
  date_of_loss: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  estimated_value: z.number().nullable(),
  description: z.string(),
  assigned_to: z.string().nullable(),
  created_by: z.string().nullable(),
  date_created: z.string(),
  last_updated: z.string(),
  ...syncFieldsWire,
});

export type ClaimWire = z.infer<typeof claimWireSchema>;

export function claimView(row: ClaimRow): ClaimWire {
  return {
    id: row.id,
    claim_number: row.claimNumber,
    status: row.status,
    status_changed_at: row.statusChangedAt.toISOString(),
    policy_number: row.policyNumber,
    client_id: row.clientId,
    client_name: row.clientName,
    customers: row.customers.map((c) => ({ id: c.id, name: c.name, is_primary: c.isPrimary })),
    date_of_loss: row.dateOfLoss,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    estimated_value: row.estimatedValue === null ? null : Number(row.estimatedValue),
    description: row.description,
    assigned_to: row.assignedTo,
    created_by: row.createdBy,
    date_created: row.dateCreated.toISOString(),
    last_updated: row.lastUpdated.toISOString(),
    ...syncFieldsView(row),
  };
}

export const claimAnswer = z.object({ data: claimWireSchema });
