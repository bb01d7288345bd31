import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwnOrganization, requirePermission } from '../../../auth/require-permission';
import { cleanBody } from '../clean-body';
import { idParams } from '../id-params';
import { orgParams } from '../org-params';
import { invitationMail } from './invitation-mail';
import { createInvitationService } from './invitation.service';
import { inviteBody } from './potential-user.body';
import { potentialUserView, potentialUserWireSchema } from './potential-user.view';

const tags = ['users'];
const invited = z.object({
  data: potentialUserWireSchema,
  /** The app path of the one-time link (`/invite/<token>`): in this answer only. */
  link: z.string(),
  /** Whether the link was also emailed (SMTP configured and the server accepted the mail). */
  emailed: z.boolean(),
});

// SPEC 7 POST /potential_users {email, role}: invite someone (manage_users), list and withdraw
// the open invitations. The public routes that open and accept a link are in invites.routes.ts.
export const potentialUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInvitationService(app.db);
  const manageUsers = requirePermission('manage_users');

  app.post(
    '/potential_users',
    {
      onRequest: [app.authenticate, manageUsers],
      preValidation: cleanBody(),
      schema: {
        summary:
          'Invite a person by email and role: a one-time link for 7 days (inviting again replaces it)',
        tags,
        body: inviteBody,
        response: { 200: invited, 201: invited },
      },
    },
    async (request, reply) => {
      const result = await service.invite(request.auth, request.body);
      let emailed = false;
      if (app.mailer) {
        const { firstName, lastName } = request.auth.user;
        const mail = invitationMail({
          to: result.row.email,
          url: `${request.protocol}://${request.host}${result.path}`,
          inviterName: `${firstName} ${lastName}`.trim(),
          organizationName: result.organizationName,
          roleName: result.roleName,
        });
        // A mail server that fails must not lose the invitation: the link is still answered.
        emailed = await app.mailer.send(mail).then(
          () => true,
          (error: unknown) => {
            request.log.warn({ err: error }, 'invitation email not sent');
            return false;
          },
        );
      }
      return reply
        .code(result.created ? 201 : 200)
        .send({ data: potentialUserView(result.row), link: result.path, emailed });
    },
  );

  app.get(
    '/organizations/:orgId/potential_users',
    {
      onRequest: [app.authenticate, requireOwnOrganization, manageUsers],
      schema: {
        summary: 'List the open invitations (pending, expired, or without a link)',
        tags,
        params: orgParams,
        response: { 200: z.object({ data: z.array(potentialUserWireSchema) }) },
      },
    },
    async (request) => ({
      data: (await service.listOpen(request.auth.organizationId)).map((row) =>
        potentialUserView(row),
      ),
    }),
  );

  app.delete(
    '/potential_users/:id',
    {
      onRequest: [app.authenticate, manageUsers],
      schema: {
        summary: 'Withdraw an open invitation: its link stops working',
        tags,
        params: idParams,
        response: { 200: z.object({ data: potentialUserWireSchema }) },
      },
    },
    async (request) => ({
      data: potentialUserView(await service.revoke(request.auth, request.params.id)),
    }),
  );
};
