import type { Subscription } from 'rxjs';
import type { AppDatabase } from '../../collections/app-database';
import { plainPatch, type LocalPatch } from '../../collections/sync-queue/local-patch';
import { unfinishedOperationsQuery } from '../../collections/sync-queue/sync-queue.queries';

/**
 * The local patches of unfinished operations per record, kept current from the queue, so that a
 * pulled batch of hundreds of records is rebased without one query per record.
 */
export class PendingPatches {
  private byRecord = new Map<string, LocalPatch[]>();
  private readonly subscription: Subscription;
  readonly ready: Promise<void>;

  constructor(db: AppDatabase) {
    let markReady = () => undefined as void;
    this.ready = new Promise((resolve) => (markReady = resolve));
    this.subscription = unfinishedOperationsQuery(db.sync_queue).$.subscribe((ops) => {
      const next = new Map<string, LocalPatch[]>();
      for (const op of ops)
        next.set(op.resourceId, [...(next.get(op.resourceId) ?? []), plainPatch(op)]);
      this.byRecord = next;
      markReady();
    });
  }

  for(id: string): LocalPatch[] {
    return this.byRecord.get(id) ?? [];
  }

  has(id: string): boolean {
    return this.byRecord.has(id);
  }

  close(): void {
    this.subscription.unsubscribe();
  }
}
