import { defaultConversationTitle } from '../../domain/constants';
import type { AppDatabase } from '../app-database';
import { newLocalRecord, type RecordAuthor, recordWrites } from '../sync-queue/record-writes';
import type { ConversationDocType } from './conversations.schema';

const conversations = recordWrites('conversations');

export async function createConversation(
  db: AppDatabase,
  claimId: string,
  user: RecordAuthor,
  title?: string,
): Promise<ConversationDocType> {
  const existing = (await db.conversations.find({ selector: { claimId } }).exec()).length;
  const local = newLocalRecord(user);
  const doc: ConversationDocType = {
    ...local,
    claimId,
    title: title?.trim() || defaultConversationTitle(existing + 1),
    createdBy: user.id,
    createdAt: local.updatedAt,
    lastUpdatedAt: local.updatedAt,
  };
  const data = { claimId, title: doc.title, createdBy: user.id };
  return conversations.create(db, { endpoint: '/conversations', data, doc }, user.id);
}
