import { act } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openAppDatabase, type AppDatabase } from '../../../src/collections/app-database';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import type { SyncOperationDocType } from '../../../src/collections/sync-queue/sync-queue.schema';
import { useSyncQueueSummary } from '../../../src/features/shell/sync/sync-queue-summary.hooks';
import { removeDatabase } from '../../../src/db/current-database';
import { recordSyncTime } from '../../../src/replication/outbox/queue-meta';
import { keyOptions } from '../db/users-fixture';
import { renderUi, settle, type RenderedUi } from '../support/render';

let db: AppDatabase;
let view: RenderedUi;
let retry: () => Promise<void> = async () => undefined;

function Summary() {
  const { queue, retryFailed } = useSyncQueueSummary();
  retry = retryFailed;
  if (!queue) return <p>closed</p>;
  const times = `${queue.lastSyncAttempt ? 'tried' : 'never tried'}/${queue.lastSuccessfulSync ? 'synced' : 'never synced'}`;
  return (
    <p>{`${queue.waiting} waiting, ${queue.failed} failed, ${queue.conflicts} conflicts, ${times}`}</p>
  );
}

function op(id: string, status: SyncOperationDocType['status']): SyncOperationDocType {
  return {
    id,
    seq: Number(id.slice(3)),
    resourceType: 'notes',
    resourceId: `n-${id}`,
    operationType: 'create',
    endpoint: '/notes',
    method: 'POST',
    data: { text: 'x' },
    localPatch: { kind: 'none' },
    status,
    timestamp: Date.now(),
    retryCount: status === 'failed' ? 3 : 0,
    userId: 'default-user',
    metadata: {},
    lastError: null,
    response: null,
  };
}

const summaryOf = (value: AppDatabase | null) => (
  <AppDatabaseContext.Provider value={value}>
    <Summary />
  </AppDatabaseContext.Provider>
);

// Bare React: the summary's text is the container's whole text.
const show = (value: AppDatabase | null) => {
  view = renderUi(summaryOf(value), { mantine: 'none' });
};

const waitForText = (text: string) => settle(() => expect(view.container.textContent).toBe(text));

beforeEach(async () => {
  db = await openAppDatabase('u-queue-summary', keyOptions);
});

afterEach(async () => {
  view.unmount();
  await removeDatabase();
});

it('follows the queue live, counts conflicts apart from failures, and retries the failed', async () => {
  show(db);
  await waitForText('0 waiting, 0 failed, 0 conflicts, never tried/never synced');

  await act(() =>
    db.sync_queue.bulkInsert([
      op('op-1', 'pending'),
      op('op-2', 'in_progress'),
      op('op-3', 'failed'),
      op('op-4', 'conflict'),
      op('op-5', 'completed'),
    ]),
  );
  await waitForText('2 waiting, 1 failed, 1 conflicts, never tried/never synced');

  await act(() => recordSyncTime(db, 'lastSyncAttempt'));
  await waitForText('2 waiting, 1 failed, 1 conflicts, tried/never synced');

  await act(() => retry());
  await waitForText('3 waiting, 0 failed, 1 conflicts, tried/never synced');
  const retried = await db.sync_queue.findOne('op-3').exec();
  expect(retried?.retryCount).toBe(0);

  await act(() => recordSyncTime(db, 'lastSuccessfulSync'));
  await waitForText('3 waiting, 0 failed, 1 conflicts, tried/synced');
});

it('shows nothing of a database that is no longer open', async () => {
  show(db);
  await waitForText('0 waiting, 0 failed, 0 conflicts, never tried/never synced');
  view.rerender(summaryOf(null));
  await waitForText('closed');
});
