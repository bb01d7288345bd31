import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userWireSchema } from '../../http/user.view';
import { sessionUserView } from './two-factor/session-user.view';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      config: { allowBeforeTwoFactorEnrolment: true },
      schema: {
        summary: 'The current user',
        tags: ['session'],
        response: { 200: z.object({ data: userWireSchema }) },
      },
    },
    async (request) => ({ data: await sessionUserView(app.db, request.auth.user) }),
  );
};
