import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listLive } from '../../../sync/checkpoint-pull';
import type { PullTable } from '../../../sync/checkpoint-pull';
import { idParams } from '../id-params';
import type { ListQuery } from '../list-route';
import type { Guard, ZodApp } from '../route-types';
import { visibleClaim } from './claim-guards';

export interface ClaimChildrenRoute<T extends PullTable> {
  /** The path below `/claims/:id/`. */
  resource: string;
  summary: string;
  tags: string[];
  /** Guards after authentication. */
  guards: Guard[];
  wire: z.ZodType;
  /** The claim's rows the caller may see and how each goes on the wire. */
  query: (request: FastifyRequest, claimId: string) => ListQuery<T, unknown>;
}

/** `GET /claims/:id/<resource>`: the live rows of a claim the caller may read (else 404). */
export function claimChildrenRoute<T extends PullTable>(
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
      const { table, ...options } = route.query(request, claim.id);
      const data = await listLive(app.database, table, {
        organizationId: claim.organizationId,
        ...options,
      });
      return { data };
    },
  );
}
