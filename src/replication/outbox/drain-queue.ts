import type { ApiClient } from '../../api/api.types';
import type { AppDatabase } from '../../collections/app-database';
import { unfinishedOperationsQuery } from '../../collections/sync-queue/sync-queue.queries';
import { processOperation, type Outcome } from './process-operation';
import { nextReadyOperation } from './ready-operation';

export interface DrainResult {
  attempted: number;
  outcomes: Outcome[];
}

/**
 * One pass over the queue: every ready operation is tried once, in order. The pass stops at the
 * first "server not reachable": the rest would fail the same way and only burn their retries.
 */
export async function drainQueue(db: AppDatabase, api: ApiClient): Promise<DrainResult> {
  const tried = new Set<string>();
  const outcomes: Outcome[] = [];
  for (;;) {
    const unfinished = await unfinishedOperationsQuery(db.sync_queue).exec();
    const next = nextReadyOperation(unfinished, tried);
    if (!next) break;
    tried.add(next.id);
    const outcome = await processOperation(db, api, next);
    outcomes.push(outcome);
    if (outcome === 'unreachable') break;
  }
  return { attempted: tried.size, outcomes };
}
