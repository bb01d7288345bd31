import { z } from 'zod';
import type { conversations } from '../../../db/schema/notes';

export type ConversationRow = typeof conversations.$inferSelect;

// SPEC 7: the client reads id, title, created_by, created_at, updated_at; the rest is for sync.
export const conversationWireSchema = z.object({
  id: z.string(),
  claim_id: z.string(),
  title: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  organization_id: z.string(),
  version: z.number(),
  deleted: z.boolean(),
});

export type ConversationWire = z.infer<typeof conversationWireSchema>;

export function conversationView(row: ConversationRow): ConversationWire {
  return {
    id: row.id,
    claim_id: row.claimId,
    title: row.title,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    organization_id: row.organizationId,
    version: row.version,
    deleted: row.deleted,
  };
}
