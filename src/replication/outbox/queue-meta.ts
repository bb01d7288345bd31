import { combineLatest, map, type Observable } from 'rxjs';
import type { AppDatabase } from '../../collections/app-database';
import { localId } from '../../collections/config/config.schema';

// SPEC 3 queue metadata. The two times live in the config collection, so every tab sees them.
export interface QueueMetadata {
  lastSyncAttempt: number | null;
  lastSuccessfulSync: number | null;
  pendingOperations: number;
  failedOperations: number;
}

const META_ID = localId('queue-meta');

export async function recordSyncTime(
  db: AppDatabase,
  field: 'lastSyncAttempt' | 'lastSuccessfulSync',
): Promise<void> {
  const empty = { id: META_ID, kind: 'local' as const, value: {}, version: 0, updatedAt: '' };
  const doc = await db.config.insertIfNotExists(empty);
  await doc.incrementalModify((data) => ({
    ...data,
    value: { ...data.value, [field]: Date.now() },
  }));
}

export function queueMetadata$(db: AppDatabase): Observable<QueueMetadata> {
  // A find, not a count: RxDB counts only on fully indexed selectors, and the queue is small.
  const count = (statuses: string[]) =>
    db.sync_queue.find({ selector: { status: { $in: statuses } } }).$.pipe(map((d) => d.length));
  return combineLatest([
    db.config.findOne(META_ID).$,
    count(['pending', 'in_progress']),
    count(['failed', 'conflict']),
  ]).pipe(
    map(([meta, pendingOperations, failedOperations]) => ({
      lastSyncAttempt: (meta?.value.lastSyncAttempt as number | undefined) ?? null,
      lastSuccessfulSync: (meta?.value.lastSuccessfulSync as number | undefined) ?? null,
      pendingOperations,
      failedOperations,
    })),
  );
}
