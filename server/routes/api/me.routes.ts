import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userView, userWireSchema } from '../../http/user.view';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The current user',
        tags: ['session'],
        response: { 200: z.object({ data: userWireSchema }) },
      },
    },
    async (request) => ({ data: userView(request.auth.user) }),
  );
};
