import type { RxCollection } from 'rxdb';
import { conversationsSchema, type ConversationDocType } from './conversations.schema';

export type ConversationsCollection = RxCollection<ConversationDocType>;

export const conversationsCollection = { schema: conversationsSchema, migrationStrategies: {} };
