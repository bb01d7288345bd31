import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const pingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ping',
    {
      schema: {
        summary: 'Connectivity check',
        tags: ['session'],
        response: { 200: z.object({ status: z.literal('ok'), time: z.string() }) },
      },
    },
    async () => ({ status: 'ok' as const, time: new Date().toISOString() }),
  );
};
