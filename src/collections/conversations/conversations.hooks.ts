import type { AppDatabase } from '../app-database';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { conversationsOfClaimQuery } from './conversations.queries';
import type { ConversationDocType } from './conversations.schema';

const conversationsOf = (db: AppDatabase, claimId: string) =>
  conversationsOfClaimQuery(db.conversations, claimId);

export function useClaimConversations(claimId: string) {
  return useLiveDocs<ConversationDocType>(useDbQuery(conversationsOf, claimId)).docs;
}
