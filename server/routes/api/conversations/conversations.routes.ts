import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationInputSchema } from '../../../../src/domain/conversation.schema';
import { defaultConversationTitle } from '../../../../src/domain/constants';
import { requireOwnOrganization } from '../../../auth/require-permission';
import { claims } from '../../../db/schema/claims';
import { conversations, notes } from '../../../db/schema/notes';
import { notFound } from '../../../http/errors';
import { claimScope } from '../../../repositories/claims-visibility';
import {
  createConversationRepository,
  onVisibleClaims,
} from '../../../repositories/conversations.repository';
import { changeOf } from '../../../sync/change';
import { pullQuerySchema } from '../../../sync/checkpoint';
import { listLive, listOrPull } from '../../../sync/checkpoint-pull';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { publishChange } from '../../../sync/publish-change';
import { lockForWrite } from '../../../sync/versioned-write';
import { requireClaimRead, requireClaimWrite, visibleClaim } from '../claims/claim-guards';
import { CLAIM_NOT_FOUND } from '../claims/claim.service';
import { claimIdParams } from '../claims/claim.body';
import { claimView } from '../claims/claim.view';
import { cleanBody } from '../clean-body';
import { listAnswerSchema } from '../list-answer';
import { noteView, noteWireSchema } from '../notes/note.view';
import { orgParams } from '../org-params';
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
  app.get(
    '/organizations/:orgId/conversations',
    {
      onRequest: [app.authenticate, requireOwnOrganization, requireClaimRead],
      schema: {
        summary: 'List conversations (live list, or a checkpoint pull)',
        tags,
        params: orgParams,
        querystring: pullQuerySchema,
        response: { 200: listAnswerSchema(conversationWireSchema) },
      },
    },
    async (request) =>
      listOrPull(app.database, conversations, request.query, {
        organizationId: request.auth.organizationId,
        where: onVisibleClaims(conversations.claimId, request.auth),
        view: conversationView,
        orderBy: asc(conversations.createdAt),
      }),
  );

  app.get(
    '/claims/:id/conversations',
    {
      onRequest: [app.authenticate, requireClaimRead],
      schema: {
        summary: "A claim's conversations",
        tags,
        params: claimIdParams,
        response: { 200: z.object({ data: z.array(conversationWireSchema) }) },
      },
    },
    async (request) => {
      const claim = await visibleClaim(app.db, request, request.params.id);
      const data = await listLive(app.database, conversations, {
        organizationId: claim.organizationId,
        where: eq(conversations.claimId, claim.id),
        view: conversationView,
        orderBy: asc(conversations.createdAt),
      });
      return { data };
    },
  );

  app.post(
    '/conversations',
    {
      onRequest: [app.authenticate, requireClaimWrite],
      preValidation: cleanBody({ unwrap: 'conversation' }),
      schema: {
        summary: "Start a conversation on a claim (default title 'Conversation {n}')",
        tags,
        body: createBody,
        response: { 201: z.object({ data: conversationWireSchema }) },
      },
    },
    async (request, reply) => {
      const { organizationId, userId } = request.auth;
      const result = await createOnce(app.db, request, async (tx) => {
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
        const row = await repo.insert({
          organizationId,
          claimId: request.body.claimId,
          title,
          createdBy: userId,
        });
        await publishChange(tx, changeOf('conversations', row, { claimId: row.claimId }));
        return { statusCode: 201, body: { data: conversationView(row) } };
      });
      return sendCreated(reply, result);
    },
  );

  app.get(
    '/conversations/:id/notes',
    {
      onRequest: [app.authenticate, requireClaimRead],
      schema: {
        summary: "A conversation's notes (a Client sees the client-visible ones)",
        tags,
        params: claimIdParams,
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
