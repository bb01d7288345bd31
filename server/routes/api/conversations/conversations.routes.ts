import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/errors';
import {
  claimConversationList,
  conversationList,
  createConversationRepository,
} from '../../../repositories/conversations.repository';
import { conversationNoteList } from '../../../repositories/notes.repository';
import { changeOf } from '../../../sync/change';
import { listLive } from '../../../sync/checkpoint-pull';
import { createAndPublish } from '../../../sync/published-write';
import { claimChildrenRoute } from '../claims/claim-children-route';
import { requireClaimRead, requireClaimWrite, visibleClaim } from '../claims/claim-guards';
import { idParams } from '../id-params';
import { checkpointedListRoute } from '../list-route';
import { noteView, noteWireSchema } from '../notes/note.view';
import { writeOptions } from '../write-options';
import { createConversationBody } from './conversation.body';
import { CONVERSATION_NOT_FOUND, startConversation } from './conversation.service';
import { conversationView, conversationWireSchema } from './conversation.view';

const tags = ['conversations'];

// Conversations group a claim's notes. Anyone who may read the claim sees its conversations; a
// Client sees only the client-visible notes in them (notes.routes.ts).
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  checkpointedListRoute(app, {
    resource: 'conversations',
    summary: 'List conversations (live list, or a checkpoint pull)',
    tags,
    guards: [requireClaimRead],
    wire: conversationWireSchema,
    query: (request) => ({ ...conversationList(request.auth), view: conversationView }),
  });

  claimChildrenRoute(app, {
    resource: 'conversations',
    summary: "A claim's conversations",
    tags,
    guards: [requireClaimRead],
    wire: conversationWireSchema,
    query: (_request, claimId) => ({ ...claimConversationList(claimId), view: conversationView }),
  });

  app.post(
    '/conversations',
    writeOptions(app, { tags, guards: [requireClaimWrite], unwrap: 'conversation' }).create(
      "Start a conversation on a claim (default title 'Conversation {n}')",
      createConversationBody,
      z.object({ data: conversationWireSchema }),
    ),
    async (request, reply) => {
      return createAndPublish(app.db, request, reply, {
        insert: (tx) => startConversation(tx, request.auth, request.body),
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
      const { table, ...source } = conversationNoteList(request.auth, conversation.id);
      const data = await listLive(app.database, table, {
        organizationId,
        ...source,
        view: (row) => noteView(row, conversation.title),
      });
      return { data };
    },
  );
};
