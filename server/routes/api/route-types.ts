import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Fastify instance a route plugin receives (zod type provider). */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** An onRequest guard: app.authenticate, requirePermission(…), requireOwnOrganization… */
export type Guard = (request: FastifyRequest) => Promise<void>;
