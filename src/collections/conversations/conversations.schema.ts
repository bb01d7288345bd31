import { z } from 'zod';
import { conversationSchema, type Conversation } from '../../domain/conversation.schema';
import { DATE_FIELD, ID_FIELD, syncedRxSchema } from '../synced-rx-schema';

// SPEC 3: the conversation's updatedAt is held locally as lastUpdatedAt.
export type ConversationDocType = Omit<Conversation, 'deleted'> & { lastUpdatedAt?: string };

export const conversationsSchema = syncedRxSchema<ConversationDocType>(
  conversationSchema.extend({ lastUpdatedAt: z.string().optional() }),
  {
    title: 'conversations',
    version: 0,
    indexed: {
      claimId: ID_FIELD,
      createdAt: DATE_FIELD,
    },
    indexes: [['claimId', 'createdAt']],
    encrypted: ['title'],
  },
);
