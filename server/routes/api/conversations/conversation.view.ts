import { z } from 'zod';
import { syncFieldsWire, toWire } from '../../../http/wire';
import type { conversations } from '../../../db/schema/notes';

export type ConversationRow = typeof conversations.$inferSelect;

// SPEC 7: the client reads id, title, created_by, created_at, updated_at; the rest is for sync.
export const conversationWireSchema = z.object({
  id: z.string(),
  claim_id: z.string(),
  title: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  ...syncFieldsWire,
});

export type ConversationWire = z.infer<typeof conversationWireSchema>;

export const conversationView = (row: ConversationRow) => toWire(row) as ConversationWire;
