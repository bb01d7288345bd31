import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Change } from '../../sync/change';
import { requestTarget, writeAndPublish } from '../../sync/published-write';
import type { WriteTarget } from '../../sync/versioned-write';
import type { Guard, ZodApp } from './route-types';
import { writeOptions } from './write-options';

export interface SyncedDeleteRoute<Row, W extends z.ZodType> {
  path: string;
  summary: string;
  tags: string[];
  /** Guards after authentication. */
  guards: Guard[];
  /** The service's soft delete of the addressed row (versioned-write.ts `softDelete`). */
  remove: (tx: Db, target: WriteTarget<Row>) => Promise<Row>;
  notFound: string;
  view: (row: Row) => z.output<W>;
  wire: W;
  change: (row: Row) => Change;
}

/**
 * `DELETE <path>/:id`: a soft delete honouring If-Match (versioned-write.ts), published on the
 * same transaction, answered `{data: view(row)}`.
 */
export function syncedDeleteRoute<Row, W extends z.ZodType>(
  app: ZodApp,
  route: SyncedDeleteRoute<Row, W>,
): void {
  // Typed by `view`; a generic schema here would leave Fastify unable to check the answer.
  const answer: z.ZodType = z.object({ data: route.wire });
  app.delete(
    `${route.path}/:id`,
    writeOptions(app, route).remove(route.summary, answer),
    async (request) => {
      const row = await writeAndPublish(
        app.db,
        (tx) => route.remove(tx, requestTarget(request, route)),
        route.change,
      );
      return { data: route.view(row) };
    },
  );
}
