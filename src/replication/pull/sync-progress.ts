import { BehaviorSubject } from 'rxjs';
import type { CollectionName } from '../../collections/app-database';

// Initial sync progress for the UI: per resource, records received and whether it caught up.
export interface ResourceProgress {
  received: number;
  done: boolean;
  /** The server has no such list yet (404): nothing to pull. */
  unavailable?: boolean;
  error?: string;
}

export type SyncProgress = Partial<Record<CollectionName, ResourceProgress>>;

export class SyncProgressTracker {
  readonly progress$ = new BehaviorSubject<SyncProgress>({});

  update(collection: CollectionName, change: Partial<ResourceProgress>): void {
    const current = this.progress$.value[collection] ?? { received: 0, done: false };
    this.progress$.next({ ...this.progress$.value, [collection]: { ...current, ...change } });
  }

  received(collection: CollectionName, count: number): void {
    const current = this.progress$.value[collection]?.received ?? 0;
    this.update(collection, { received: current + count });
  }
}
