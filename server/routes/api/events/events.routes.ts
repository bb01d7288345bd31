import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwnOrganization } from '../../../auth/require-permission';
import { unauthorized } from '../../../http/errors';
import { authContextOf, liveUser } from '../../../plugins/app/authentication';
import { SESSION_ENDED } from '../../../sync/session-ended';
import type { Change } from '../../../sync/change';
import { openEventStream } from '../../../sync/event-stream';
import type { EventStream } from '../../../sync/event-stream';
import {
  signStreamTicket,
  STREAM_TICKET_TTL_SECONDS,
  verifyStreamTicket,
} from '../../../sync/stream-ticket';

const tags = ['sync'];
const eventsQuery = z.object({ ticket: z.string().max(2000).optional() });

// DESIGN.md "live changes": the organization's change notices, as far as the caller may see them.
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = new Set<EventStream>();
  // Open streams never end by themselves: close them, or closing the server waits for ever.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.close();
  });

  // A ticket stands in for the bearer token; the user is re-read as for any request.
  const authenticateStream = async (request: FastifyRequest) => {
    const { ticket } = request.query as { ticket?: string };
    if (ticket === undefined) return app.authenticate(request);
    const claims = await verifyStreamTicket(ticket, app.config.jwtSecret);
    const user =
      claims &&
      (await liveUser(app.repositories, claims.userId, claims.organizationId, claims.sessionId));
    if (!claims || !user) throw unauthorized();
    request.auth = authContextOf(user, claims.sessionId);
  };

  app.post(
    '/events/ticket',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Trade the bearer token for a short-lived event-stream ticket',
        tags,
        response: {
          200: z.object({ data: z.object({ ticket: z.string(), expires_in: z.number() }) }),
        },
      },
    },
    async (request) => {
      const { userId, organizationId, sessionId } = request.auth;
      const ticket = await signStreamTicket(
        { userId, organizationId, sessionId },
        app.config.jwtSecret,
      );
      return { data: { ticket, expires_in: STREAM_TICKET_TTL_SECONDS } };
    },
  );

  app.get(
    '/organizations/:orgId/events',
    {
      preHandler: [authenticateStream, requireOwnOrganization],
      schema: {
        summary: 'Server-Sent Events: change notices {resource, id, version, updated_at, deleted}',
        tags,
        params: z.object({ orgId: z.string().min(1).max(100) }),
        querystring: eventsQuery,
      },
    },
    async (request, reply) => {
      const caller = request.auth;
      const stream = openEventStream(reply, app.db, caller, {
        reloadCaller: async () => {
          const user = await app.repositories.users.findById(caller.userId);
          return user?.isActive ? authContextOf(user, caller.sessionId) : null;
        },
      });
      streams.add(stream);
      const unsubscribe = app.changeFeed.subscribe(caller.organizationId, (change: Change) => {
        if (change.resource !== SESSION_ENDED) stream.send(change);
        else if (change.id === caller.sessionId) stream.close();
      });
      void stream.closed.then(() => {
        unsubscribe();
        streams.delete(stream);
      });
    },
  );
};
