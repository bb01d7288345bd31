import { afterEach, expect, it } from 'vitest';
import { z } from 'zod';
import { openAppDatabase } from '../../../src/collections/app-database';
import { rxSchemaFromZod } from '../../../src/collections/rx-schema';
import { localPatchSchema } from '../../../src/collections/sync-queue/local-patch';
import {
  SYNC_QUEUE_LAYOUT,
  syncQueueSchema,
  type SyncOperationDocType,
} from '../../../src/collections/sync-queue/sync-queue.schema';
import { removeDatabase } from '../../../src/db/current-database';
import { syncOperationSchema } from '../../../src/domain/sync-operation.schema';
import { storedBefore } from './support/stored-before';

afterEach(async () => {
  await removeDatabase();
});

// The sync queue schema before the `mergeValue` local patch: version 0, the same operation
// with one patch kind fewer.
const patchesV0 = localPatchSchema.options.filter((option) => option.shape.kind.value !== 'mergeValue');
const syncQueueV0 = rxSchemaFromZod<SyncOperationDocType>(
  syncOperationSchema.extend({
    localPatch: z.discriminatedUnion('kind', patchesV0 as never),
    seq: z.number(),
  }),
  { ...SYNC_QUEUE_LAYOUT, version: 0 },
);

it('a new patch kind changes the stored schema, so its version goes up', () => {
  expect(syncQueueSchema.version).toBe(1);
  expect(JSON.stringify(syncQueueV0)).not.toBe(JSON.stringify({ ...syncQueueSchema, version: 0 }));
});

it('upgrades the sync queue from version 0 to 1 without losing a queued operation', async () => {
  const operations = Array.from({ length: 4 }, (_, i) => ({
    id: `op-${i}`,
    resourceType: 'claims',
    resourceId: `c-${i}`,
    operationType: 'update' as const,
    endpoint: `/claims/c-${i}`,
    method: 'PUT' as const,
    data: { title: `Roof ${i}` },
    status: 'pending' as const,
    timestamp: 1_780_000_000_000 + i,
    retryCount: 0,
    userId: 'u-1',
    metadata: { ifMatch: i + 1 },
    localPatch: { kind: 'merge' as const, fields: { title: `Roof ${i}` } },
    seq: i + 1,
  }));
  const key = await storedBefore('u-queue', 'sync_queue', syncQueueV0 as never, operations);

  const db = await openAppDatabase('u-queue', { getKey: () => key, only: ['sync_queue'] });
  expect(db.sync_queue.schema.version).toBe(1);
  const migrated = await db.sync_queue.find({ sort: [{ seq: 'asc' }] }).exec();
  expect(migrated.map((op) => op.toJSON())).toEqual(
    operations.map((op) => expect.objectContaining(op)),
  );
  // The new kind can be queued from now on.
  await migrated[0]!.incrementalPatch({ localPatch: { kind: 'mergeValue', fields: { a: 1 } } });
  expect((await db.sync_queue.findOne('op-0').exec())?.localPatch).toEqual({
    kind: 'mergeValue',
    fields: { a: 1 },
  });
});
