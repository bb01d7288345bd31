import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationInputSchema } from '../../../../src/domain/conversation.schema';
import { defaultConversationTitle } from '../../../../src/domain/constants';
import { claims } from '../../../db/schema/claims';
import { conversations, notes } from '../../../db/schema/notes';
import { notFound } from '../../../http/errors';
import { claimScope } from '../../../repositories/claims-visibility';
import {
  createConversationRepository,
  onVisibleClaims,
} from '../../../repositories/conversations.repository';
import { changeOf } from '../../../sync/change';
import { listLive } from '../../../sync/checkpoint-pull';
import { createAndPublish } from '../../../sync/published-write';
import { lockForWrite } from '../../../sync/versioned-write';
import { claimChildrenRoute } from '../claims/claim-children-route';
import { requireClaimRead, requireClaimWrite, visibleClaim } from '../claims/claim-guards';
import { CLAIM_NOT_FOUND } from '../claims/claim.service';
import { claimView } from '../claims/claim.view';
import { idParams } from '../id-params';
import { checkpointedListRoute } from '../list-route';
import { noteView, noteWireSchema } from '../notes/note.view';
import { writeOptions } from '../write-options';
import { conversationView, conversationWireSchema } from './conversation.view';

const tags = ['conversations'];
export const CONVERSATION_NOT_FOUND = 'Conversation not found';
const createBody = conversationInputSchema.extend({
  claimId: z.string({ error: 'claim_id is required' }).min(1, 'claim_id is required').max(100),
  title: z.string().trim().max(200, 'Title is too long').optional(),
});

// Conversations group a claim's notes. Anyone who may read the claim sees its conversations; a
// Client sees only the client-visible notes in them (notes.routes.ts).
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  checkpointedListRoute(app, {
    resource: 'conversations',
    summary: 'List conversations (live list, or a checkpoint pull)',
    tags,
    guards: [requireClaimRead],
    table: conversations,
    wire: conversationWireSchema,
    query: (request) => ({
      where: onVisibleClaims(conversations.claimId, request.auth),
      view: conversationView,
      orderBy: asc(conversations.createdAt),
    }),
  });

  claimChildrenRoute(app, {
    resource: 'conversations',
    summary: "A claim's conversations",
    tags,
    guards: [requireClaimRead],
    table: conversations,
    wire: conversationWireSchema,
    view: conversationView,
    orderBy: conversations.createdAt,
  });

  app.post(
    '/conversations',
    writeOptions(app, { tags, guards: [requireClaimWrite], unwrap: 'conversation' }).create(
      "Start a conversation on a claim (default title 'Conversation {n}')",
      createBody,
      z.object({ data: conversationWireSchema }),
    ),
    async (request, reply) => {
      const { organizationId, userId } = request.auth;
      return createAndPublish(app.db, request, reply, {
        insert: async (tx) => {
          // The claim's row lock makes concurrent starts count one after the other.
          await lockForWrite(tx, claims, {
            id: request.body.claimId,
            organizationId,
            expected: undefined,
            notFound: CLAIM_NOT_FOUND,
            view: claimView,
          });
          const repo = createConversationRepository(tx);
          const title =
            request.body.title ||
            defaultConversationTitle((await repo.countForClaim(request.body.claimId)) + 1);
          return repo.insert({
            organizationId,
            claimId: request.body.claimId,
            title,
            createdBy: userId,
          });
        },
        change: (row) => changeOf('conversations', row, { claimId: row.claimId }),
        view: conversationView,
      });
    },
  );

  app.get(
    '/conversations/:id/notes',
    {
      onRequest: [app.authenticate, requireClaimRead],
      schema: {
        summary: "A conversation's notes (a Client sees the client-visible ones)",
        tags,
        params: idParams,
        response: { 200: z.object({ data: z.array(noteWireSchema) }) },
      },
    },
    async (request) => {
      const { organizationId } = request.auth;
      const conversation = await createConversationRepository(app.db).findLive(
        organizationId,
        request.params.id,
      );
      if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
      await visibleClaim(app.db, request, conversation.claimId).catch(() => {
        throw notFound(CONVERSATION_NOT_FOUND);
      });
      const internal = claimScope(request.auth) === 'all';
      const data = await listLive(app.database, notes, {
        organizationId,
        where: and(
          eq(notes.conversationId, conversation.id),
          internal ? undefined : eq(notes.isClientVisible, true),
        ),
        view: (row) => noteView(row, conversation.title),
        orderBy: asc(notes.createdAt),
      });
      return { data };
    },
  );
};
