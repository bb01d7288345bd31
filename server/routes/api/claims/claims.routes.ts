import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimList } from '../../../repositories/claims.repository';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { expectedVersion } from '../../../sync/if-match';
import { idParams } from '../id-params';
import { checkpointedListRoute } from '../list-route';
import { conflictOnUnique } from '../unique-conflict';
import { versionedServiceHandlers } from '../versioned-service-handlers';
import { writeOptions } from '../write-options';
import { createClaimBody, statusBody, updateClaimBody } from './claim.body';
import type { UpdateClaimBody } from './claim.body';
import { requireClaimRead, requireClaimWrite, visibleClaim } from './claim-guards';
import { changeClaimStatus, createClaim, deleteClaim, updateClaim } from './claim.service';
import { claimAnswer, claimView, claimWireSchema } from './claim.view';

const tags = ['claims'];

const duplicateNumber = conflictOnUnique('Claim number already exists');

// SPEC 7 claim rows. Reads follow the row-level rule of claims-visibility.ts; writes need
// edit_claims or manage_claims.
export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  checkpointedListRoute(app, {
    resource: 'claims',
    summary: 'List claims (live list, or a checkpoint pull with limit/checkpoint)',
    tags,
    guards: [requireClaimRead],
    wire: claimWireSchema,
    query: (request) => ({ ...claimList(request.auth), view: claimView }),
  });

  app.get(
    '/claims/:id',
    {
      onRequest: [app.authenticate, requireClaimRead],
      schema: { summary: 'One claim', tags, params: idParams, response: { 200: claimAnswer } },
    },
    async (request) => ({
      data: claimView(await visibleClaim(app.db, request, request.params.id)),
    }),
  );

  const write = writeOptions(app, { tags, guards: [requireClaimWrite], unwrap: 'claim' });
  const handlers = versionedServiceHandlers({
    update: (auth, id, body: UpdateClaimBody, expected) =>
      updateClaim(app.db, auth, id, expected, body).catch(duplicateNumber).then(claimView),
    remove: (auth, id, expected) => deleteClaim(app.db, auth, id, expected).then(claimView),
  });

  app.post(
    '/claims',
    write.create(
      'Create a claim (Idempotency-Key: the client temp- id)',
      createClaimBody,
      claimAnswer,
    ),
    async (request, reply) => {
      const result = await createOnce(app.db, request, async (tx) => ({
        statusCode: 201,
        body: { data: claimView(await createClaim(tx, request.auth, request.body)) },
      })).catch(duplicateNumber);
      return sendCreated(reply, result);
    },
  );

  app.put(
    '/claims/:id',
    write.update('Update claim fields (If-Match: "<version>")', updateClaimBody, claimAnswer),
    handlers.update,
  );

  app.delete('/claims/:id', write.remove('Delete a claim (soft)', claimAnswer), handlers.remove);

  app.put(
    '/claims/:id/status',
    writeOptions(app, { tags, guards: [requireClaimWrite] }).update(
      "Change a claim's status",
      statusBody,
      claimAnswer,
    ),
    async (request) => {
      const expected = expectedVersion(request.headers['if-match']);
      const row = await changeClaimStatus(
        app.db,
        request.auth,
        request.params.id,
        expected,
        request.body.status,
        request.body.noteId,
      );
      return { data: claimView(row) };
    },
  );
};
