import { act } from 'react';
import type { RxCollection } from 'rxdb';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import { defaultSettings } from '../../../src/domain/settings.defaults';
import { removeDatabase } from '../../../src/db/current-database';
import { SettingsOfflineRoute } from '../../../src/features/settings/offline/settings-offline.route';
import { sessionUser, WithSession } from '../support/session-services';
import { renderUi, settle, type RenderedUi } from '../support/render';
import { openQueueDatabase } from './queue-fixture';

// Settings › Offline on a real RxDB database: live counts, the queue and its two actions.
let view: RenderedUi | undefined;
afterEach(async () => {
  view?.unmount();
  view = undefined;
  await removeDatabase();
});

async function show(statuses: string[]) {
  const { db, queue } = await openQueueDatabase('u-inspect', statuses);
  await db.collections.config!.insert({
    id: 'settings:offline',
    kind: 'settings',
    value: defaultSettings('').offline,
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  view = renderUi(
    <AppDatabaseContext.Provider value={db as unknown as AppDatabase}>
      <WithSession user={sessionUser()}>
        <SettingsOfflineRoute />
      </WithSession>
    </AppDatabaseContext.Provider>,
    { mantine: 'test' },
  );
  return queue;
}

const row = (id: string) => document.querySelector(`tr[data-operation="${id}"]`);
const cells = (id: string) =>
  [...(row(id)?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
const countOf = (name: string) =>
  document.querySelector(`tr[data-collection="${name}"] td:last-child`)?.textContent;

async function press(id: string, label: string) {
  const button = [...(row(id)?.querySelectorAll('button') ?? [])].find(
    (b) => b.textContent === label,
  );
  if (!button) throw new Error(`No ${label} on ${id}`);
  await act(async () => button.click());
}

async function stored(queue: RxCollection, id: string) {
  return (await queue.findOne(id).exec())?.toJSON() as { status: string; retryCount: number };
}

describe('Settings › Offline', () => {
  it('lists each collection with its live count and the queue with its fields', async () => {
    const queue = await show(['pending', 'failed']);
    await settle(() => expect(countOf('sync_queue')).toBe('2'));
    // The count and the queue table are two live queries: either may render first.
    await settle(() =>
      expect(cells('op-1').slice(0, 4)).toEqual(['update', 'claims claim-1', 'failed', '3']),
    );
    await act(() =>
      queue.insert({
        id: 'op-9',
        status: 'pending',
        timestamp: Date.now() + 50,
        operationType: 'create',
        resourceType: 'claims',
        resourceId: 'temp-1',
        retryCount: 0,
      }),
    );
    await settle(() => expect(countOf('sync_queue')).toBe('3'));
    await settle(() => expect(row('op-9')).not.toBeNull());
    const syncInterval = document.querySelector<HTMLInputElement>('input[value="15 min"]');
    expect(syncInterval?.matches(':disabled')).toBe(true);
  });

  it('Retry puts a failed operation back to pending with no retries counted', async () => {
    const queue = await show(['failed']);
    await settle(() => expect(row('op-0')).not.toBeNull());
    expect([...row('op-0')!.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Retry',
      'Discard',
    ]);
    await press('op-0', 'Retry');
    await settle(() => expect(cells('op-0')[2]).toBe('pending'));
    expect(await stored(queue, 'op-0')).toMatchObject({ status: 'pending', retryCount: 0 });
  });

  it('Discard removes an operation; one being sent offers neither action', async () => {
    const queue = await show(['pending', 'in_progress']);
    await settle(() => expect(row('op-1')).not.toBeNull());
    expect(row('op-1')!.querySelectorAll('button')).toHaveLength(0);
    await press('op-0', 'Discard');
    await settle(() => expect(row('op-0')).toBeNull());
    expect(await queue.findOne('op-0').exec()).toBeNull();
    expect(countOf('sync_queue')).toBe('1');
  });
});
