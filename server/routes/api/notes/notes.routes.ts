import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwnOrganization } from '../../../auth/require-permission';
import { documents } from '../../../db/schema/documents';
import { notes } from '../../../db/schema/notes';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { CLAIM_FULL_READ, claimScope } from '../../../repositories/claims-visibility';
import {
  createConversationRepository,
  onVisibleClaims,
} from '../../../repositories/conversations.repository';
import { createNoteRepository } from '../../../repositories/notes.repository';
import { changeOf } from '../../../sync/change';
import { pullQuerySchema } from '../../../sync/checkpoint';
import { listOrPull } from '../../../sync/checkpoint-pull';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { expectedVersion } from '../../../sync/if-match';
import { publishChange } from '../../../sync/publish-change';
import { updateVersioned } from '../../../sync/versioned-write';
import { requireClaimRead, requireClaimWrite, visibleClaim } from '../claims/claim-guards';
import { cleanBody } from '../clean-body';
import { CONVERSATION_NOT_FOUND } from '../conversations/conversations.routes';
import { listAnswerSchema } from '../list-answer';
import { orgParams } from '../org-params';
import type { CreateNoteBody } from './note.body';
import { cleanNoteBody, createNoteBody, noteIdParams, noteStatusBody } from './note.body';
import type { NoteRow } from './note.view';
import { noteView, noteWireSchema } from './note.view';

const tags = ['notes'];
export const NOTE_NOT_FOUND = 'Note not found';
export const REPLY_ELSEWHERE = 'A reply must belong to the same conversation as its parent';
const one = z.object({ data: noteWireSchema });

// Internal notes reach staff only; client-visible ones everyone who can see the claim.
const noteChange = (row: NoteRow) =>
  changeOf('notes', row, {
    claimId: row.claimId,
    permissions: row.isClientVisible ? undefined : CLAIM_FULL_READ,
  });

async function conversationTitle(tx: Db, auth: AuthContext, body: CreateNoteBody) {
  if (!body.conversationId) return null;
  const conversation = await createConversationRepository(tx).findLive(
    auth.organizationId,
    body.conversationId,
  );
  if (!conversation || conversation.claimId !== body.claimId)
    throw notFound(CONVERSATION_NOT_FOUND);
  return conversation.title;
}

async function checkParent(tx: Db, auth: AuthContext, body: CreateNoteBody) {
  if (!body.parentId) return;
  const [parent] = await tx
    .select({ conversationId: notes.conversationId, claimId: notes.claimId })
    .from(notes)
    .where(
      and(
        eq(notes.id, body.parentId),
        eq(notes.organizationId, auth.organizationId),
        eq(notes.deleted, false),
      ),
    )
    .limit(1);
  if (!parent) throw notFound(NOTE_NOT_FOUND);
  if (parent.claimId !== body.claimId || parent.conversationId !== (body.conversationId ?? null)) {
    throw badRequest(REPLY_ELSEWHERE);
  }
}

/** Attached documents by id, as `{id, name}`; ids not among the claim's documents are dropped. */
async function attachments(tx: Db, auth: AuthContext, body: CreateNoteBody) {
  if (body.documents.length === 0) return [];
  return tx
    .select({ id: documents.id, name: documents.name })
    .from(documents)
    .where(
      and(
        eq(documents.organizationId, auth.organizationId),
        eq(documents.claimId, body.claimId),
        inArray(documents.id, body.documents),
      ),
    );
}

export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/:orgId/notes',
    {
      onRequest: [app.authenticate, requireOwnOrganization, requireClaimRead],
      schema: {
        summary: 'List notes (live list, or a checkpoint pull); Clients get client-visible notes',
        tags,
        params: orgParams,
        querystring: pullQuerySchema,
        response: { 200: listAnswerSchema(noteWireSchema) },
      },
    },
    async (request) => {
      const internal = claimScope(request.auth) === 'all';
      return listOrPull(app.database, notes, request.query, {
        organizationId: request.auth.organizationId,
        where: and(
          onVisibleClaims(notes.claimId, request.auth),
          internal ? undefined : eq(notes.isClientVisible, true),
        ),
        view: (row) => noteView(row),
        orderBy: asc(notes.createdAt),
      });
    },
  );

  app.post(
    '/notes',
    {
      onRequest: [app.authenticate, requireClaimWrite],
      preValidation: cleanNoteBody(),
      schema: {
        summary: 'Add a note (a reply with parent_id)',
        tags,
        body: createNoteBody,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const { auth, body } = request;
      await visibleClaim(app.db, request, body.claimId);
      const result = await createOnce(app.db, request, async (tx) => {
        const title = await conversationTitle(tx, auth, body);
        await checkParent(tx, auth, body);
        const row = await createNoteRepository(tx).insert({
          organizationId: auth.organizationId,
          claimId: body.claimId,
          conversationId: body.conversationId ?? null,
          parentId: body.parentId ?? null,
          text: body.text,
          createdBy: auth.userId,
          isClientVisible: body.isClientVisible,
          status: body.status || 'New',
          documents: await attachments(tx, auth, body),
        });
        await publishChange(tx, noteChange(row));
        return { statusCode: 201, body: { data: noteView(row, title) } };
      });
      return sendCreated(reply, result);
    },
  );

  app.put(
    '/notes/:id',
    {
      onRequest: [app.authenticate, requireClaimWrite],
      preValidation: cleanBody({ unwrap: 'note' }),
      schema: {
        summary: "Update a note's status or client visibility",
        tags,
        params: noteIdParams,
        body: noteStatusBody,
        response: { 200: one },
      },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const updated = await updateVersioned(
          tx,
          notes,
          {
            id: request.params.id,
            organizationId: request.auth.organizationId,
            expected: expectedVersion(request.headers['if-match']),
            notFound: NOTE_NOT_FOUND,
            view: (r) => noteView(r),
          },
          {
            ...(request.body.status !== undefined ? { status: request.body.status } : {}),
            ...(request.body.isClientVisible !== undefined
              ? { isClientVisible: request.body.isClientVisible }
              : {}),
          },
        );
        await publishChange(tx, noteChange(updated));
        return updated;
      });
      return { data: noteView(row) };
    },
  );
};
