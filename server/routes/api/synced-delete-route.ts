import { z } from 'zod';
import type { Change } from '../../sync/change';
import { requestTarget, writeAndPublish } from '../../sync/published-write';
import { softDelete } from '../../sync/versioned-write';
import type { SyncTable } from '../../sync/versioned-write';
import type { Guard, ZodApp } from './route-types';
import { writeOptions } from './write-options';

export interface SyncedDeleteRoute<T extends SyncTable, W extends z.ZodType> {
  path: string;
  summary: string;
  tags: string[];
  /** Guards after authentication. */
  guards: Guard[];
  table: T;
  notFound: string;
  view: (row: T['$inferSelect']) => z.output<W>;
  wire: W;
  change: (row: T['$inferSelect']) => Change;
}

/**
 * `DELETE <path>/:id`: a soft delete honouring If-Match (versioned-write.ts), published on the
 * same transaction, answered `{data: view(row)}`.
 */
export function syncedDeleteRoute<T extends SyncTable, W extends z.ZodType>(
  app: ZodApp,
  route: SyncedDeleteRoute<T, W>,
): void {
  // Typed by `view`; a generic schema here would leave Fastify unable to check the answer.
  const answer: z.ZodType = z.object({ data: route.wire });
  app.delete(
    `${route.path}/:id`,
    writeOptions(app, route).remove(route.summary, answer),
    async (request) => {
      const row = await writeAndPublish(
        app.db,
        (tx) => softDelete(tx, route.table, requestTarget(request, route)),
        route.change,
      );
      return { data: route.view(row) };
    },
  );
}
