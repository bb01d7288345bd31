import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors';
import { claimKey, finishKey, idempotencyKey, releaseKey, type StoredAnswer } from './idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key whose answer it must store. */
    idempotencyClaim: { organizationId: string; key: string } | null;
  }
}

// How long a request waits for the same operation already running in another request (the
// tab that sent it first went away mid-request and the next leader sent it again).
const WAIT_FOR_RUNNING_MS = 10_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function replay(reply: FastifyReply, stored: StoredAnswer): FastifyReply {
  return reply
    .header('idempotent-replayed', 'true')
    .code(stored.statusCode)
    .type('application/json; charset=utf-8')
    .send(stored.json);
}

/**
 * PUT and DELETE are made exactly once per `Idempotency-Key`, as creates are (idempotency.ts):
 * the queue sends each operation's id as the key, so an operation another tab already sent is
 * answered with the stored result instead of being evaluated again against a version it has
 * already changed (which would be a spurious 409). Only successful answers are kept: a refused
 * request may be retried with the same key. The key is checked after the route's own onRequest
 * guards (authentication, permissions), so a replay never answers a caller the route refuses.
 */
export const idempotentReplayPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotencyClaim', null);

    const claim = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = idempotencyKey(request);
      if (key === undefined || !request.auth) return;
      const path = request.url.split('?')[0] ?? request.url;
      const { organizationId, userId } = request.auth;
      const owner = { organizationId, userId, key, method: request.method, path };
      const deadline = Date.now() + WAIT_FOR_RUNNING_MS;
      for (;;) {
        const outcome = await claimKey(app.db, owner);
        if (outcome.kind === 'claimed') {
          request.idempotencyClaim = { organizationId, key };
          return;
        }
        if (outcome.kind === 'answered') return replay(reply, outcome.answer);
        if (Date.now() > deadline) {
          throw new HttpError(503, 'The same request is still being processed; retry shortly');
        }
        await sleep(POLL_MS);
      }
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.method !== 'PUT' && route.method !== 'DELETE') return;
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...existing, claim];
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const held = request.idempotencyClaim;
      if (!held) return payload;
      request.idempotencyClaim = null;
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        const json = typeof payload === 'string' ? payload : '';
        await finishKey(app.db, held, { statusCode: reply.statusCode, json });
      } else {
        await releaseKey(app.db, held);
      }
      return payload;
    });
  },
  { name: 'idempotent-replay', dependencies: ['database', 'authentication'] },
);
