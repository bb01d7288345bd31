import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// GET /api/docs (and /api/docs/json): the OpenAPI document of the whole API, as JSON.
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/docs', '/docs/json']) {
    app.get(url, { schema: { hide: true } }, async () => app.swagger());
  }
};
