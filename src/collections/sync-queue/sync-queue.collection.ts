import type { RxCollection } from 'rxdb';
import { syncQueueSchema, type SyncOperationDocType } from './sync-queue.schema';

export type SyncQueueCollection = RxCollection<SyncOperationDocType>;

export const syncQueueCollection = {
  schema: syncQueueSchema,
  // 0 → 1 added the `mergeValue` local patch kind: every queued operation stays as it was.
  migrationStrategies: { 1: (doc: SyncOperationDocType) => doc },
};
