import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMySessionsService } from './my-sessions.service';
import { sessionRecordSchema } from './my-sessions.view';

const tags = ['session'];

// The caller's own sessions (issue 15, Profile): any member, and only their own; there is no
// way to name another user here, and another user's session id is a 404.
export const meSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = createMySessionsService(app.db);

  app.get(
    '/me/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The caller’s active sessions (devices), newest use first',
        tags,
        response: { 200: z.object({ data: z.array(sessionRecordSchema) }) },
      },
    },
    async (request) => ({ data: await sessions.list(request.auth) }),
  );

  app.delete(
    '/me/sessions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'End one of the caller’s other sessions (refresh refused, event stream closed)',
        tags,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (request) => {
      await sessions.end(request.auth, request.params.id);
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/me/sessions/end_others',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Log out everywhere else: end every session of the caller but this one',
        tags,
        response: { 200: z.object({ data: z.object({ ended: z.number() }) }) },
      },
    },
    async (request) => ({ data: { ended: await sessions.endOthers(request.auth) } }),
  );
};
