import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireOwnOrganization } from '../../auth/require-permission';
import { pullQuerySchema } from '../../sync/checkpoint';
import { listOrPull } from '../../sync/checkpoint-pull';
import type { ListSource, PullTable } from '../../sync/checkpoint-pull';
import { listAnswerSchema, typedList } from './list-answer';
import { orgParams } from './org-params';
import type { Guard, ZodApp } from './route-types';

/** A repository's list source and how each of its rows goes on the wire. */
export type ListQuery<T extends PullTable, Wire> = ListSource<T> & {
  view: (row: T['$inferSelect']) => Wire;
};

export interface ListRoute<T extends PullTable, W extends z.ZodType> {
  /** The path below `/organizations/:orgId/`. */
  resource: string;
  summary: string;
  tags: string[];
  /** Guards after authentication and the own-organization check. */
  guards?: Guard[];
  wire: W;
  /** What the caller sees and how each row goes on the wire. */
  query: (
    request: FastifyRequest,
  ) => ListQuery<T, z.output<W>> | Promise<ListQuery<T, z.output<W>>>;
}

/**
 * `GET /organizations/:orgId/<resource>`: a replicated list, live or as a checkpoint pull
 * (checkpoint-pull.ts), always within the caller's organization.
 */
export function checkpointedListRoute<T extends PullTable, W extends z.ZodType>(
  app: ZodApp,
  route: ListRoute<T, W>,
): void {
  app.get(
    `/organizations/:orgId/${route.resource}`,
    {
      onRequest: [app.authenticate, requireOwnOrganization, ...(route.guards ?? [])],
      schema: {
        summary: route.summary,
        tags: route.tags,
        params: orgParams,
        querystring: pullQuerySchema,
        response: { 200: listAnswerSchema(route.wire) },
      },
    },
    async (request) => {
      const { table, ...options } = await route.query(request);
      return typedList<z.output<W>>(
        await listOrPull(app.database, table, request.query, {
          organizationId: request.auth.organizationId,
          ...options,
        }),
      );
    },
  );
}
