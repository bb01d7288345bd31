import { and, asc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { listLive } from '../../../sync/checkpoint-pull';
import type { PullTable } from '../../../sync/checkpoint-pull';
import { idParams } from '../id-params';
import type { Guard, ZodApp } from '../route-types';
import { visibleClaim } from './claim-guards';

export interface ClaimChildrenRoute<T extends PullTable & { claimId: AnyPgColumn }> {
  /** The path below `/claims/:id/`. */
  resource: string;
  summary: string;
  tags: string[];
  /** Guards after authentication. */
  guards: Guard[];
  table: T;
  wire: z.ZodType;
  view: (row: T['$inferSelect']) => unknown;
  orderBy: AnyPgColumn;
  /** What of the claim's rows the caller may see, when not all of them. */
  where?: (request: FastifyRequest) => SQL | undefined;
}

/** `GET /claims/:id/<resource>`: the live rows of a claim the caller may read (else 404). */
export function claimChildrenRoute<T extends PullTable & { claimId: AnyPgColumn }>(
  app: ZodApp,
  route: ClaimChildrenRoute<T>,
): void {
  app.get(
    `/claims/:id/${route.resource}`,
    {
      onRequest: [app.authenticate, ...route.guards],
      schema: {
        summary: route.summary,
        tags: route.tags,
        params: idParams,
        response: { 200: z.object({ data: z.array(route.wire) }) },
      },
    },
    async (request) => {
      const claim = await visibleClaim(app.db, request, request.params.id);
      const data = await listLive(app.database, route.table, {
        organizationId: claim.organizationId,
        where: and(eq(route.table.claimId, claim.id), route.where?.(request)),
        view: route.view,
        orderBy: asc(route.orderBy),
      });
      return { data };
    },
  );
}
