import { z } from 'zod';
import { conversationInputSchema } from '../../../../src/domain/conversation.schema';

export const createConversationBody = conversationInputSchema.extend({
  claimId: z.string({ error: 'claim_id is required' }).min(1, 'claim_id is required').max(100),
  title: z.string().trim().max(200, 'Title is too long').optional(),
});

export type CreateConversationBody = z.output<typeof createConversationBody>;
