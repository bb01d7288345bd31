import type { RxCollection } from 'rxdb';
import { syncQueueSchema, type SyncOperationDocType } from './sync-queue.schema';

export type SyncQueueCollection = RxCollection<SyncOperationDocType>;

export const syncQueueCollection = { schema: syncQueueSchema, migrationStrategies: {} };
