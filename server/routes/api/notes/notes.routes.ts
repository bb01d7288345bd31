import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwnOrganization } from '../../../auth/require-permission';
import { noteList } from '../../../repositories/notes.repository';
import { pullQuerySchema } from '../../../sync/checkpoint';
import { listOrPull } from '../../../sync/checkpoint-pull';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { expectedVersion } from '../../../sync/if-match';
import { requireClaimRead, requireClaimWrite, visibleClaim } from '../claims/claim-guards';
import { cleanBody } from '../clean-body';
import { listAnswerSchema } from '../list-answer';
import { orgParams } from '../org-params';
import { cleanNoteBody, createNoteBody, noteIdParams, noteStatusBody } from './note.body';
import { createNote, updateNote } from './note.service';
import { noteView, noteWireSchema } from './note.view';

const tags = ['notes'];
const one = z.object({ data: noteWireSchema });

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
      const { table, ...source } = noteList(request.auth);
      return listOrPull(app.database, table, request.query, {
        organizationId: request.auth.organizationId,
        ...source,
        view: (row) => noteView(row),
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
      await visibleClaim(app.db, request, request.body.claimId);
      const result = await createOnce(app.db, request, async (tx) => {
        const { note, conversationTitle } = await createNote(tx, request.auth, request.body);
        return { statusCode: 201, body: { data: noteView(note, conversationTitle) } };
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
      const expected = expectedVersion(request.headers['if-match']);
      const row = await updateNote(app.db, request.auth, request.params.id, expected, request.body);
      return { data: noteView(row) };
    },
  );
};
