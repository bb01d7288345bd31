import { z } from 'zod';
import { conversationSchema, type Conversation } from '../../domain/conversation.schema';
import { rxSchemaFromZod } from '../rx-schema';

// SPEC 3: the conversation's updatedAt is held locally as lastUpdatedAt.
export type ConversationDocType = Omit<Conversation, 'deleted'> & { lastUpdatedAt?: string };

export const conversationsSchema = rxSchemaFromZod<ConversationDocType>(
  conversationSchema.extend({ lastUpdatedAt: z.string().optional() }),
  {
    title: 'conversations',
    version: 0,
    omit: ['deleted'],
    indexed: {
      id: { maxLength: 100 },
      organization_id: { maxLength: 100 },
      claimId: { maxLength: 100 },
      createdAt: { maxLength: 40 },
    },
    indexes: [['claimId', 'createdAt']],
    encrypted: ['title'],
  },
);
