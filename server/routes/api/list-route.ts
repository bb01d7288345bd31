import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { requireOwnOrganization } from '../../auth/require-permission';
import { pullQuerySchema } from '../../sync/checkpoint';
import { listOrPull } from '../../sync/checkpoint-pull';
import type { ListOptions, PullTable } from '../../sync/checkpoint-pull';
import { listAnswerSchema, typedList } from './list-answer';
import { orgParams } from './org-params';
import type { Guard, ZodApp } from './route-types';

export interface ListQuery<Row, Wire> extends Omit<ListOptions<Row, Wire>, 'organizationId'> {
  orderBy?: SQL | AnyPgColumn;
}

export interface ListRoute<T extends PullTable, W extends z.ZodType> {
  /** The path below `/organizations/:orgId/`. */
  resource: string;
  summary: string;
  tags: string[];
  /** Guards after authentication and the own-organization check. */
  guards?: Guard[];
  table: T;
  wire: W;
  /** What the caller sees of the table and how each row goes on the wire. */
  query: (
    request: FastifyRequest,
  ) =>
    ListQuery<T['$inferSelect'], z.output<W>> | Promise<ListQuery<T['$inferSelect'], z.output<W>>>;
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
    async (request) =>
      typedList<z.output<W>>(
        await listOrPull(app.database, route.table, request.query, {
          organizationId: request.auth.organizationId,
          ...(await route.query(request)),
        }),
      ),
  );
}
