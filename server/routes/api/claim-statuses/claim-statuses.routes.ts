import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnOrganization, requirePermission } from '../../../auth/require-permission';
import { expectedVersion } from '../../../sync/if-match';
import { cleanBody } from '../clean-body';
import { orgParams } from '../org-params';
import { claimAnswer, claimView } from '../claims/claim.view';
import {
  addStatusBody,
  moveClaimBody,
  removeStatusQuery,
  statusClaimParams,
  statusNameParams,
  statusRemovalBody,
  updateStatusBody,
} from './claim-status.body';
import { createClaimStatusService } from './claim-status.service';
import { claimStatusesAnswer, claimStatusesAnswerOf, claimStatusesView } from './claim-status.view';

const tags = ['claim statuses'];

// Claim statuses (SPEC 4): any member reads them; changing them needs manage_settings. The
// version is the claimSettings group's, for If-Match.
export const claimStatusesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createClaimStatusService(app.db);
  const manage = [app.authenticate, requireOwnOrganization, requirePermission('manage_settings')];
  const ifMatch = (headers: Record<string, string | string[] | undefined>) =>
    expectedVersion(headers['if-match']);
  // A change of the list answers the statuses with the group's new version, for the next If-Match.
  const change = <S extends object>(summary: string, schema: S) => ({
    onRequest: manage,
    schema: { summary, tags, ...schema, response: { 200: claimStatusesAnswer } },
  });

  app.get(
    '/organizations/:orgId/claim_statuses',
    {
      onRequest: [app.authenticate, requireOwnOrganization],
      schema: {
        summary: 'The claim statuses in order, with timeouts in days',
        tags,
        params: orgParams,
        response: { 200: claimStatusesAnswer },
      },
    },
    async (request) => ({
      data: claimStatusesView(await service.list(request.auth.organizationId)),
    }),
  );

  app.post(
    '/organizations/:orgId/claim_statuses',
    {
      onRequest: manage,
      preValidation: cleanBody(),
      schema: {
        summary: 'Add a status (a new status times out after 7 days unless told otherwise)',
        tags,
        params: orgParams,
        body: addStatusBody,
        response: { 201: claimStatusesAnswer },
      },
    },
    async (request, reply) => {
      const { name, timeoutDays: days } = request.body;
      const row = await service.add(request.auth, name, days, ifMatch(request.headers));
      return reply.code(201).send(claimStatusesAnswerOf(row));
    },
  );

  app.put(
    '/organizations/:orgId/claim_statuses/:name',
    {
      ...change('Rename a status (its claims follow), change its timeout or its position', {
        params: statusNameParams,
        body: updateStatusBody,
      }),
      preValidation: cleanBody(),
    },
    async (request) =>
      claimStatusesAnswerOf(
        await service.update(
          request.auth,
          request.params.name,
          request.body,
          ifMatch(request.headers),
        ),
      ),
  );

  app.put(
    '/organizations/:orgId/claim_statuses/:name/removal',
    change(
      'Remove a status (idempotent); claims still in it move to moveTo as status changes, ' +
        'their Status Change notes taking the note ids given in moved',
      { params: statusNameParams, body: statusRemovalBody },
    ),
    async (request) => {
      const { moveTo, moved } = request.body;
      const row = await service.remove(request.auth, request.params.name, moveTo, undefined, {
        moved: Object.fromEntries((moved ?? []).map((m) => [m.claimId, m.noteId])),
        absentOk: true,
      });
      return claimStatusesAnswerOf(row);
    },
  );

  app.put(
    '/organizations/:orgId/claim_statuses/:name/claims/:claimId',
    {
      onRequest: manage,
      schema: {
        summary:
          'Move one claim out of a status being removed, as a status change; a claim no longer ' +
          'in that status is answered unchanged',
        tags,
        params: statusClaimParams,
        body: moveClaimBody,
        response: { 200: claimAnswer },
      },
    },
    async (request) => {
      const { name, claimId } = request.params;
      const { moveTo, noteId } = request.body;
      const row = await service.moveClaim(request.auth, name, claimId, moveTo, noteId);
      return { data: claimView(row) };
    },
  );

  app.delete(
    '/organizations/:orgId/claim_statuses/:name',
    change('Remove a status; claims in it need move_to, and move as status changes', {
      params: statusNameParams,
      querystring: removeStatusQuery,
    }),
    async (request) =>
      claimStatusesAnswerOf(
        await service.remove(
          request.auth,
          request.params.name,
          request.query.move_to,
          ifMatch(request.headers),
        ),
      ),
  );
};
