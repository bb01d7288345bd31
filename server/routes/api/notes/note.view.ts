import { z } from 'zod';
import type { notes } from '../../../db/schema/notes';
import { syncFieldsView, syncFieldsWire } from '../../../http/wire';

export type NoteRow = typeof notes.$inferSelect;

export const noteWireSchema = z.object({
  id: z.string(),
  claim_id: z.string(),
  conversation_id: z.string().nullable(),
  conversation_title: z.string().nullable(),
  parent_id: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string(),
  created_by: z.string().nullable(),
  is_client_visible: z.boolean(),
  status: z.string(),
  documents: z.array(z.object({ id: z.string(), name: z.string() })),
  created_at: z.string(),
  ...syncFieldsWire,
});

export type NoteWire = z.infer<typeof noteWireSchema>;

/** `conversationTitle` is known where the conversation is (its notes, a new note), else null. */
export function noteView(row: NoteRow, conversationTitle: string | null = null): NoteWire {
  return {
    id: row.id,
    claim_id: row.claimId,
    conversation_id: row.conversationId,
    conversation_title: conversationTitle,
    parent_id: row.parentId,
    title: row.title,
    text: row.text,
    created_by: row.createdBy,
    is_client_visible: row.isClientVisible,
    status: row.status,
    documents: row.documents,
    created_at: row.createdAt.toISOString(),
    ...syncFieldsView(row),
  };
}
