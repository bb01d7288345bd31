import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import type { SyncOperationDocType } from '../../../src/collections/sync-queue/sync-queue.schema';
import { removeDatabase } from '../../../src/db/current-database';
import {
  COMPLETED_KEPT_MS,
  pruneCompletedOperations,
} from '../../../src/replication/outbox/prune-completed';
import { newKey, openLocal } from './support/local-db';

let db: AppDatabase;
const NOW = Date.parse('2026-11-22T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  db = await openLocal('u-prune', await newKey());
});
afterAll(() => removeDatabase());

function op(id: string, seq: number, patch: Partial<SyncOperationDocType>): SyncOperationDocType {
  return {
    id,
    seq,
    resourceType: 'claims',
    resourceId: `claim-${id}`,
    operationType: 'update',
    endpoint: `/claims/claim-${id}`,
    method: 'PUT',
    data: {},
    localPatch: { kind: 'merge', fields: {} },
    status: 'completed',
    timestamp: NOW - 30 * DAY,
    retryCount: 0,
    userId: 'u-prune',
    metadata: {},
    lastError: null,
    response: null,
    ...patch,
  };
}

it('clears operations acknowledged more than a week ago, never unfinished ones', async () => {
  await db.sync_queue.bulkInsert([
    op('old-done', 1, { metadata: { completedAt: NOW - COMPLETED_KEPT_MS - DAY } }),
    // Made a month ago offline, acknowledged an hour ago: still mapped by open screens.
    op('late-done', 2, { metadata: { completedAt: NOW - 60 * 60 * 1000 } }),
    op('legacy-done', 3, {}),
    op('old-pending', 4, { status: 'pending' }),
    op('old-failed', 5, { status: 'failed', retryCount: 3 }),
    op('old-conflict', 6, { status: 'conflict' }),
  ]);
  expect(await pruneCompletedOperations(db, NOW)).toBe(2);
  const left = (await db.sync_queue.find({ sort: [{ seq: 'asc' }] }).exec()).map((o) => o.id);
  expect(left).toEqual(['late-done', 'old-pending', 'old-failed', 'old-conflict']);
  expect(await pruneCompletedOperations(db, NOW)).toBe(0);
});
