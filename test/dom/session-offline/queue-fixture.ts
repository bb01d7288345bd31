import type { RxJsonSchema } from 'rxdb';
import { configSchema } from '../../../src/collections/config/config.schema';
import { openDatabase } from '../../../src/db/database';

// A database with a `sync_queue` collection holding only the fields logout and the inspection
// page read: enough to check the wipe, the unsynced count and the page's actions on real RxDB.
interface QueuedOp {
  id: string;
  status: string;
  timestamp: number;
  operationType: string;
  resourceType: string;
  resourceId: string;
  retryCount: number;
}

const queueSchema: RxJsonSchema<QueuedOp> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 100 },
    status: { type: 'string' },
    timestamp: { type: 'number' },
    operationType: { type: 'string' },
    resourceType: { type: 'string' },
    resourceId: { type: 'string' },
    retryCount: { type: 'number' },
  },
  required: ['id', 'status', 'timestamp', 'operationType', 'resourceType', 'resourceId'],
};

export async function openQueueDatabase(userId: string, statuses: string[]) {
  const db = await openDatabase(userId, {
    // `config` (unencrypted here) holds the settings the page's offline settings form reads.
    setup: (created) =>
      created.addCollections({
        sync_queue: { schema: queueSchema },
        config: { schema: { ...configSchema, encrypted: [] } },
      }),
  });
  const queue = db.collections.sync_queue!;
  await queue.bulkInsert(
    statuses.map((status, i) => ({
      id: `op-${i}`,
      status,
      timestamp: Date.now() + i,
      operationType: 'update',
      resourceType: 'claims',
      resourceId: `claim-${i}`,
      retryCount: status === 'failed' ? 3 : 0,
    })),
  );
  return { db, queue };
}

export async function indexedDbNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((db) => db.name ?? '');
}
