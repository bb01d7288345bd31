import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwnOrganization, requirePermission } from '../../../auth/require-permission';
import { createPotentialUserRepository } from '../../../repositories/potential-user.repository';
import { cleanBody } from '../clean-body';
import { orgParams } from '../org-params';
import { inviteBody } from './potential-user.body';
import { potentialUserView, potentialUserWireSchema } from './potential-user.view';

const tags = ['users'];

// SPEC 7 POST /potential_users {email}: invite someone by email (manage_users).
export const potentialUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = createPotentialUserRepository(app.db);

  app.post(
    '/potential_users',
    {
      onRequest: [app.authenticate, requirePermission('manage_users')],
      preValidation: cleanBody(),
      schema: {
        summary: 'Invite a person by email (inviting the same address again changes nothing)',
        tags,
        body: inviteBody,
        response: {
          200: z.object({ data: potentialUserWireSchema }),
          201: z.object({ data: potentialUserWireSchema }),
        },
      },
    },
    async (request, reply) => {
      const { organizationId, userId } = request.auth;
      const { row, created } = await invitations.invite(organizationId, request.body.email, userId);
      return reply.code(created ? 201 : 200).send({ data: potentialUserView(row) });
    },
  );

  app.get(
    '/organizations/:orgId/potential_users',
    {
      onRequest: [app.authenticate, requireOwnOrganization, requirePermission('manage_users')],
      schema: {
        summary: 'List pending invitations',
        tags,
        params: orgParams,
        response: { 200: z.object({ data: z.array(potentialUserWireSchema) }) },
      },
    },
    async (request) => ({
      data: (await invitations.list(request.auth.organizationId)).map(potentialUserView),
    }),
  );
};
