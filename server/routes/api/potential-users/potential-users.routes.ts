import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwnOrganization, requirePermission } from '../../../auth/require-permission';
import { toWire } from '../../../http/wire';
import { createPotentialUserRepository } from '../../../repositories/potential-user.repository';
import type { PotentialUserRow } from '../../../repositories/potential-user.repository';
import { cleanBody } from '../clean-body';
import { orgParams } from '../org-params';

const tags = ['users'];

const potentialUserSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  email: z.string(),
  invited_by: z.string().nullable(),
  created_at: z.string(),
});

type PotentialUserWire = z.infer<typeof potentialUserSchema>;
const view = (row: PotentialUserRow) => toWire(row) as PotentialUserWire;

// Cleaning turns an invalid address into '' (SPEC 5), which the schema refuses.
const inviteBody = z.object({
  email: z.string().min(1, 'A valid email address is required').max(254),
});

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
          200: z.object({ data: potentialUserSchema }),
          201: z.object({ data: potentialUserSchema }),
        },
      },
    },
    async (request, reply) => {
      const { organizationId, userId } = request.auth;
      const { row, created } = await invitations.invite(organizationId, request.body.email, userId);
      return reply.code(created ? 201 : 200).send({ data: view(row) });
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
        response: { 200: z.object({ data: z.array(potentialUserSchema) }) },
      },
    },
    async (request) => ({
      data: (await invitations.list(request.auth.organizationId)).map(view),
    }),
  );
};
