import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setRefreshCookie } from '../../../auth/refresh-cookie';
import { createSessionService } from '../../../auth/session.service';
import { userView, userWireSchema } from '../../../http/user.view';
import { cleanBody } from '../clean-body';
import { passwordPolicyOf } from '../users/password-policy';
import { createInvitationService } from './invitation.service';
import { acceptBody } from './potential-user.body';
import { publicInvitationSchema, publicInvitationView } from './potential-user.view';

const tags = ['session'];
const tokenParams = z.object({ token: z.string().min(1).max(200) });

// The public side of an invitation link (no bearer token: the link's token is the credential).
// Rate-limited per IP like login, since both guess at a secret.
export const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInvitationService(app.db);
  const sessions = createSessionService(app.db, app.config);
  const rateLimit = { max: app.config.loginRateLimit, timeWindow: 60_000 };

  app.get(
    '/invites/:token',
    {
      config: { rateLimit },
      schema: {
        summary: 'Who an invitation link invites, where and as what (404/410 when unusable)',
        tags,
        params: tokenParams,
        response: { 200: z.object({ data: publicInvitationSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      const invitation = await service.lookup(request.params.token);
      const policy = await passwordPolicyOf(app.db, invitation.organizationId);
      return { data: publicInvitationView(invitation, policy) };
    },
  );

  app.post(
    '/invites/:token/accept',
    {
      config: { rateLimit },
      preValidation: cleanBody({ secrets: ['password'] }),
      schema: {
        summary: 'Accept an invitation: create the user and log them in (as POST /login)',
        tags,
        params: tokenParams,
        body: acceptBody,
        response: {
          201: z.object({ data: z.object({ user: userWireSchema, token: z.string() }) }),
        },
      },
    },
    async (request, reply) => {
      const user = await service.accept(request.params.token, request.body);
      const issued = await sessions.begin(user, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setRefreshCookie(request, reply, issued.refreshToken, app.config.refreshTokenTtl);
      return reply
        .code(201)
        .send({ data: { user: userView(issued.user), token: issued.accessToken } });
    },
  );
};
