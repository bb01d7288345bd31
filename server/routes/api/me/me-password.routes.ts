import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMyPasswordService } from './my-password.service';

const passwordChangeBody = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: z.string().min(1, 'New password is required').max(1024),
});

// The caller's own password (issue 15, Profile). Online only: a password is never queued.
export const mePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwords = createMyPasswordService(app.db);

  app.post(
    '/me/password',
    {
      onRequest: app.authenticate,
      // Guessing the current password here is guessing a login: the same burst guard per IP.
      config: {
        allowExpiredPassword: true,
        rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 },
      },
      schema: {
        summary: 'Change the caller’s password (ends the caller’s other sessions)',
        tags: ['session'],
        body: passwordChangeBody,
        response: { 200: z.object({ data: z.object({ ended_sessions: z.number() }) }) },
      },
    },
    async (request) => {
      const { endedSessions } = await passwords.change(request.auth, request.body);
      return { data: { ended_sessions: endedSessions } };
    },
  );
};
