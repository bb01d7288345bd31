import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnOrganization } from '../../../auth/require-permission';
import { claims } from '../../../db/schema/claims';
import { isUniqueViolation } from '../../../db/unique-violation';
import { HttpError } from '../../../http/errors';
import { claimVisibility } from '../../../repositories/claims-visibility';
import { pullQuerySchema } from '../../../sync/checkpoint';
import { listOrPull } from '../../../sync/checkpoint-pull';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { expectedVersion } from '../../../sync/if-match';
import { cleanBody } from '../clean-body';
import { listAnswerSchema } from '../list-answer';
import { orgParams } from '../org-params';
import { claimIdParams, createClaimBody, statusBody, updateClaimBody } from './claim.body';
import { requireClaimRead, requireClaimWrite, visibleClaim } from './claim-guards';
import { changeClaimStatus, createClaim, deleteClaim, updateClaim } from './claim.service';
import { claimAnswer, claimView, claimWireSchema } from './claim.view';

const tags = ['claims'];

function duplicateNumber(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, 'Claim number already exists');
  throw error;
}

// SPEC 7 claim rows. Reads follow the row-level rule of claims-visibility.ts; writes need
// edit_claims or manage_claims.
export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/:orgId/claims',
    {
      onRequest: [app.authenticate, requireOwnOrganization, requireClaimRead],
      schema: {
        summary: 'List claims (live list, or a checkpoint pull with limit/checkpoint)',
        tags,
        params: orgParams,
        querystring: pullQuerySchema,
        response: { 200: listAnswerSchema(claimWireSchema) },
      },
    },
    async (request) =>
      listOrPull(app.database, claims, request.query, {
        organizationId: request.auth.organizationId,
        where: claimVisibility(request.auth),
        view: claimView,
        orderBy: desc(claims.lastUpdated),
      }),
  );

  app.get(
    '/claims/:id',
    {
      onRequest: [app.authenticate, requireClaimRead],
      schema: { summary: 'One claim', tags, params: claimIdParams, response: { 200: claimAnswer } },
    },
    async (request) => ({
      data: claimView(await visibleClaim(app.db, request, request.params.id)),
    }),
  );

  app.post(
    '/claims',
    {
      onRequest: [app.authenticate, requireClaimWrite],
      preValidation: cleanBody({ unwrap: 'claim' }),
      schema: {
        summary: 'Create a claim (Idempotency-Key: the client temp- id)',
        tags,
        body: createClaimBody,
        response: { 201: claimAnswer },
      },
    },
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
    {
      onRequest: [app.authenticate, requireClaimWrite],
      preValidation: cleanBody({ unwrap: 'claim' }),
      schema: {
        summary: 'Update claim fields (If-Match: "<version>")',
        tags,
        params: claimIdParams,
        body: updateClaimBody,
        response: { 200: claimAnswer },
      },
    },
    async (request) => {
      const expected = expectedVersion(request.headers['if-match']);
      const row = await updateClaim(
        app.db,
        request.auth,
        request.params.id,
        expected,
        request.body,
      ).catch(duplicateNumber);
      return { data: claimView(row) };
    },
  );

  app.delete(
    '/claims/:id',
    {
      onRequest: [app.authenticate, requireClaimWrite],
      schema: {
        summary: 'Delete a claim (soft)',
        tags,
        params: claimIdParams,
        response: { 200: claimAnswer },
      },
    },
    async (request) => {
      const expected = expectedVersion(request.headers['if-match']);
      return {
        data: claimView(await deleteClaim(app.db, request.auth, request.params.id, expected)),
      };
    },
  );

  app.put(
    '/claims/:id/status',
    {
      onRequest: [app.authenticate, requireClaimWrite],
      preValidation: cleanBody(),
      schema: {
        summary: "Change a claim's status",
        tags,
        params: claimIdParams,
        body: statusBody,
        response: { 200: claimAnswer },
      },
    },
    async (request) => {
      const expected = expectedVersion(request.headers['if-match']);
      const row = await changeClaimStatus(
        app.db,
        request.auth,
        request.params.id,
        expected,
        request.body.status,
      );
      return { data: claimView(row) };
    },
  );
};
