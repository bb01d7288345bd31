import { afterEach, describe, expect, it } from 'vitest';
import { createSyncStatusStore } from '../../../src/replication/sync-status.store';
import type { SyncStatusStore } from '../../../src/replication/sync-status.types';

let store: SyncStatusStore | undefined;
afterEach(() => store?.stop());

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

function make(pings: boolean[], runSync: () => Promise<void> = async () => undefined) {
  setOnline(true);
  const results = [...pings];
  let calls = 0;
  store = createSyncStatusStore({
    ping: async () => {
      calls++;
      return results.shift() ?? false;
    },
    runSync,
    intervalMs: 60_000,
    retryMs: 60_000,
  });
  return { store, pingCalls: () => calls };
}

describe('connectivity', () => {
  it('starts as checking and becomes connected on a successful ping', async () => {
    const { store } = make([true]);
    expect(store.getState().connectivity).toBe('checking');
    await store.checkNow();
    expect(store.getState()).toMatchObject({
      connectivity: 'connected',
      serverReachable: true,
      statusText: 'Connected',
    });
  });

  it('counts the server unreachable only after 3 consecutive failures', async () => {
    const { store } = make([true, false, false, true, false, false, false]);
    await store.checkNow();
    await store.checkNow();
    await store.checkNow();
    expect(store.getState().connectivity).toBe('connected');
    await store.checkNow(); // success resets the streak
    await store.checkNow();
    await store.checkNow();
    expect(store.getState().connectivity).toBe('connected');
    await store.checkNow();
    expect(store.getState()).toMatchObject({
      connectivity: 'server-unreachable',
      serverReachable: false,
      statusText: 'Server is not reachable',
    });
  });

  it('follows the browser offline and online events', async () => {
    const { store } = make([true, true]);
    store.start();
    await Promise.resolve();
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(store.getState()).toMatchObject({ connectivity: 'offline', online: false });
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState()).toMatchObject({ connectivity: 'connected', online: true });
  });
});

describe('sync button', () => {
  it('runs a sync when the server is reachable and shows when it last synced', async () => {
    let synced = 0;
    const { store } = make([true], async () => void synced++);
    await store.checkNow();
    await store.syncNow();
    expect(synced).toBe(1);
    expect(store.getState().statusText).toMatch(/^Last synced at \d{1,2}:\d{2}/);
    expect(store.getState().lastSyncedAt).toBeInstanceOf(Date);
  });

  it('shows Sync failed with the error', async () => {
    const { store } = make([true], async () => {
      throw new Error('Failed to fetch users');
    });
    await store.checkNow();
    await store.syncNow();
    expect(store.getState()).toMatchObject({
      syncing: false,
      statusText: 'Sync failed',
      lastError: 'Failed to fetch users',
    });
  });

  it('runs a reconnect check instead of a sync when the server is unreachable', async () => {
    let synced = 0;
    const { store, pingCalls } = make([false, false, false, true], async () => void synced++);
    for (let i = 0; i < 3; i++) await store.checkNow();
    expect(store.getState().connectivity).toBe('server-unreachable');
    await store.syncNow();
    expect(synced).toBe(0);
    expect(pingCalls()).toBe(4);
    expect(store.getState().connectivity).toBe('connected');
  });
});
