import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPasswordExpired, securitySettingsOf } from '../../auth/access-policy';
import { userView, userWireSchema } from '../../http/user.view';
import { changeOwnPassword } from './users/password-change.service';

const passwordBody = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: z.string().min(1, 'New password is required').max(1024),
});

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      config: { allowExpiredPassword: true },
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
      return { data: { ...userView(user), password_expired: isPasswordExpired(user, security) } };
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

  app.put(
    '/me/password',
    {
      preHandler: app.authenticate,
      config: {
        allowExpiredPassword: true,
        rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 },
      },
      schema: {
        summary: 'Change your own password (policy checked; restarts its expiry)',
        tags: ['session'],
        body: passwordBody,
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await changeOwnPassword(app.repositories, request.auth, currentPassword, newPassword);
      return { status: 'ok' as const };
    },
  );
};
