import { defaultConversationTitle } from '../../../../src/domain/constants';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createConversationRepository } from '../../../repositories/conversations.repository';
import type { ConversationRow } from '../../../repositories/conversations.repository';
import { lockClaim } from '../claims/claim.service';
import type { CreateConversationBody } from './conversation.body';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

/** Starts a conversation on a claim, titled 'Conversation {n}' when the body names none. */
export async function startConversation(
  tx: Db,
  auth: AuthContext,
  body: CreateConversationBody,
): Promise<ConversationRow> {
  // The claim's row lock makes concurrent starts count one after the other.
  await lockClaim(tx, auth, body.claimId);
  const repo = createConversationRepository(tx);
  const title =
    body.title || defaultConversationTitle((await repo.countForClaim(body.claimId)) + 1);
  return repo.insert({
    organizationId: auth.organizationId,
    claimId: body.claimId,
    title,
    createdBy: auth.userId,
  });
}
