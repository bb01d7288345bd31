import { defaultConversationTitle } from '../../domain/constants';
import type { User } from '../../domain/user.schema';
import type { AppDatabase } from '../app-database';
import { newTempId } from '../sync-queue/operation-ids';
import { queueWrite } from '../sync-queue/queue-write';
import type { ConversationDocType } from './conversations.schema';

export async function createConversation(
  db: AppDatabase,
  claimId: string,
  user: Pick<User, 'id' | 'organization_id'>,
  title?: string,
): Promise<ConversationDocType> {
  const id = newTempId();
  const now = new Date().toISOString();
  const existing = (await db.conversations.find({ selector: { claimId } }).exec()).length;
  const doc: ConversationDocType = {
    id,
    claimId,
    title: title?.trim() || defaultConversationTitle(existing + 1),
    createdBy: user.id,
    createdAt: now,
    lastUpdatedAt: now,
    organization_id: user.organization_id,
    version: 0,
    updatedAt: now,
  };
  await queueWrite(db, {
    resourceType: 'conversations',
    resourceId: id,
    operationType: 'create',
    method: 'POST',
    endpoint: '/conversations',
    data: { claimId, title: doc.title, createdBy: user.id },
    localPatch: { kind: 'create', doc },
    metadata: { tempId: id },
    userId: user.id,
  });
  return doc;
}
