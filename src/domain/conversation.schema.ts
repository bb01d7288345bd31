import { z } from 'zod';
import { syncFieldsSchema } from './sync-fields';

export const conversationInputSchema = z.object({
  claimId: z.string().min(1),
  title: z.string().optional(),
  createdBy: z.string().optional(),
});

export const conversationSchema = z
  .object({
    id: z.string(),
    claimId: z.string(),
    title: z.string(),
    createdBy: z.string(),
    createdAt: z.string(),
  })
  .extend(syncFieldsSchema.shape);

export type Conversation = z.infer<typeof conversationSchema>;
