import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cleanNoteText } from '../../../../src/domain/cleaning/clean-note-text';
import { noteInputSchema } from '../../../../src/domain/note.schema';
import { cleanBody } from '../clean-body';

export const createNoteBody = noteInputSchema.extend({
  claimId: z.string({ error: 'claim_id is required' }).min(1, 'claim_id is required').max(100),
  conversationId: z.string().max(100).nullable().optional(),
  parentId: z.string().max(100).nullable().optional(),
  text: z
    .string({ error: 'Note text is required' })
    .trim()
    .min(1, 'Note text is required')
    .max(100_000),
  status: z.string().trim().max(100).default('New'),
  documents: z.array(z.string().max(100)).max(50).default([]),
});

export type CreateNoteBody = z.infer<typeof createNoteBody>;

// A note's status and its client visibility are the two things that change after it is written.
export const noteStatusBody = z
  .object({
    status: z
      .string({ error: 'Status is required' })
      .trim()
      .min(1, 'Status is required')
      .max(100)
      .optional(),
    isClientVisible: z.boolean().optional(),
  })
  .refine((body) => body.status !== undefined || body.isClientVisible !== undefined, {
    message: 'Status is required',
    path: ['status'],
  });

export type NoteStatusBody = z.infer<typeof noteStatusBody>;

export const noteIdParams = z.object({ id: z.string().min(1).max(100) });

/**
 * preValidation: SPEC 5 cleaning with the note-text rule for `text` whether or not the body carries
 * `createdBy` (the rule keys on it, and the server ignores a client-sent author anyway).
 */
export function cleanNoteBody() {
  const clean = cleanBody({ unwrap: 'note', secrets: ['text'] });
  return async (request: FastifyRequest) => {
    await clean(request);
    const body = request.body as Record<string, unknown> | undefined;
    if (body && typeof body.text === 'string') body.text = cleanNoteText(body.text);
  };
}
