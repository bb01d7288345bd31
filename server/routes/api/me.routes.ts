import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPasswordExpired, securitySettingsOf } from '../../auth/access-policy';
import { userWireSchema } from '../../http/user.view';
import { sessionUserView } from './two-factor/session-user.view';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      config: { allowBeforeTwoFactorEnrolment: true, allowExpiredPassword: true },
      schema: {
        summary: 'The current user (and whether their password has expired)',
        tags: ['session'],
        response: {
          200: z.object({ data: userWireSchema.extend({ password_expired: z.boolean() }) }),
        },
      },
    },
    async (request) => {
      const { user, organizationId } = request.auth;
      const security = await securitySettingsOf(app.repositories.settings, organizationId);
      return {
        data: {
          ...(await sessionUserView(app.db, user)),
          password_expired: isPasswordExpired(user, security),
        },
      };
    },
  );

  // What the security settings form checks the allow-list against (see README, "Client address").
  app.get(
    '/me/network',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The address the server sees this device calling from',
        tags: ['session'],
        response: { 200: z.object({ data: z.object({ ip: z.string() }) }) },
      },
    },
    async (request) => ({ data: { ip: request.ip } }),
  );
};
