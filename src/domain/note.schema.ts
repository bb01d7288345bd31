import { z } from 'zod';
import { DEFAULT_NOTE_STATUS } from './constants';
import { syncFieldsSchema } from './sync-fields';

export const noteInputSchema = z.object({
  claimId: z.string().min(1),
  conversationId: z.string().nullable().optional(),
  parentId: z.string().nullable().optional(),
  text: z.string().trim().min(1, 'Note text is required'),
  isClientVisible: z.boolean().default(false),
  status: z.string().default(DEFAULT_NOTE_STATUS),
  documents: z.array(z.string()).default([]),
});

export type NoteInput = z.infer<typeof noteInputSchema>;

export const noteSchema = noteInputSchema
  .extend({
    id: z.string(),
    createdBy: z.string(),
    createdAt: z.string(),
    conversationTitle: z.string().nullable().optional(),
    // Automatic notes ('Claim Creation', 'Claim Update', 'Status Change') carry a title.
    title: z.string().nullable().optional(),
  })
  .extend(syncFieldsSchema.shape);

export type Note = z.infer<typeof noteSchema>;
