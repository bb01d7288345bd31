import type { ConversationsCollection } from './conversations.collection';

export function conversationsOfClaimQuery(conversations: ConversationsCollection, claimId: string) {
  return conversations.find({ selector: { claimId }, sort: [{ createdAt: 'asc' }] });
}
