import { useEffect, useState } from 'react';
import { combineLatest, map } from 'rxjs';
import { useAppDatabase } from '../../../collections/database.context';
import { queueMetadata$ } from '../../../replication/outbox/queue-meta';
import type { SyncQueueSummary } from './sync-queue-summary.types';

/**
 * The shared queue's metadata, live in every tab (RxDB's cross-tab events); null while no
 * database is open. Conflicts are counted apart from failures: they need a decision, not a retry.
 */
export function useSyncQueueSummary() {
  const db = useAppDatabase();
  const [summary, setSummary] = useState<{ db: unknown; value: SyncQueueSummary } | null>(null);
  useEffect(() => {
    if (!db) return;
    const conflicts$ = db.sync_queue
      .find({ selector: { status: 'conflict' } })
      .$.pipe(map((docs) => docs.length));
    const subscription = combineLatest([queueMetadata$(db), conflicts$])
      .pipe(
        map(([meta, conflicts]) => ({
          waiting: meta.pendingOperations,
          failed: Math.max(meta.failedOperations - conflicts, 0),
          conflicts,
          lastSyncAttempt: meta.lastSyncAttempt,
          lastSuccessfulSync: meta.lastSuccessfulSync,
        })),
      )
      .subscribe((value) => setSummary({ db, value }));
    return () => subscription.unsubscribe();
  }, [db]);
  return {
    // A summary of a database closed since (lock, user change) is not shown.
    queue: summary && db && summary.db === db ? summary.value : null,
    // Loaded on use: the header is on the first load, the queue's conflict rules need not be.
    retryFailed: async () => {
      if (!db) return;
      const { retryFailed } = await import('../../../replication/outbox/conflict-actions');
      await retryFailed(db);
    },
  };
}
