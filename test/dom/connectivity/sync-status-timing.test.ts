import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSyncStatusStore } from '../../../src/replication/sync-status.store';
import type { SyncStatusStore } from '../../../src/replication/sync-status.types';

// SPEC 2/4/9 with the store's real defaults: a ping every 30 s, unreachable only after 3
// consecutive failures, the browser's online/offline events, and the reconnect callback.
let store: SyncStatusStore | undefined;
let online = true;

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  store?.stop();
  vi.useRealTimers();
});

function make(answers: () => boolean) {
  const pings: number[] = [];
  let reconnects = 0;
  store = createSyncStatusStore({
    ping: async () => {
      pings.push(Date.now());
      return answers();
    },
    runSync: async () => undefined,
    onReconnect: () => void reconnects++,
  });
  return { store, pings, reconnects: () => reconnects };
}

describe('ping schedule', () => {
  it('pings every 30 s, also while a failure streak is below the threshold', async () => {
    const { store, pings } = make(() => false);
    const start = Date.now();
    store.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(pings).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pings).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(pings.map((at) => at - start)).toEqual([0, 30_000, 60_000]);
  });

  it('is unreachable only at the third consecutive failure, about a minute after the first', async () => {
    const { store } = make(() => false);
    store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().connectivity).toBe('checking');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.getState().connectivity).toBe('checking');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.getState()).toMatchObject({
      connectivity: 'server-unreachable',
      serverReachable: false,
      statusText: 'Server is not reachable',
    });
  });

  it('a success in between starts the count again', async () => {
    const answers = [false, false, true, false, false];
    const { store } = make(() => answers.shift() ?? false);
    store.start();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(30_000);
    expect(store.getState().connectivity).toBe('connected');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.getState().connectivity).toBe('server-unreachable');
  });
});

describe('browser events', () => {
  it('goes offline at once on the offline event and checks the server on the online event', async () => {
    const { store, pings } = make(() => true);
    store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().connectivity).toBe('connected');

    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(store.getState()).toMatchObject({ connectivity: 'offline', online: false });

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(pings).toHaveLength(2);
    expect(store.getState()).toMatchObject({ connectivity: 'connected', online: true });
  });

  it('does not ping while the browser is offline', async () => {
    online = false;
    const { store, pings } = make(() => true);
    store.start();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(pings).toHaveLength(0);
    expect(store.getState().connectivity).toBe('offline');
  });
});

describe('reconnect', () => {
  it('fires at the first answer after start and after each loss, not on every ping', async () => {
    let up = true;
    const { store, reconnects } = make(() => up);
    store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(reconnects()).toBe(1);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(reconnects()).toBe(1);

    up = false;
    await vi.advanceTimersByTimeAsync(90_000);
    expect(store.getState().connectivity).toBe('server-unreachable');
    up = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.getState().connectivity).toBe('connected');
    expect(reconnects()).toBe(2);

    online = false;
    window.dispatchEvent(new Event('offline'));
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reconnects()).toBe(3);
  });

  it('does not fire after a short failure streak that never reached unreachable', async () => {
    const answers = [true, false, true];
    const { store, reconnects } = make(() => answers.shift() ?? true);
    store.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reconnects()).toBe(1);
  });

  it('a reconnect check from the sync button reconnects in one ping', async () => {
    let up = false;
    const { store, pings, reconnects } = make(() => up);
    store.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.getState().connectivity).toBe('server-unreachable');
    up = true;
    await store.syncNow();
    expect(pings).toHaveLength(4);
    expect(store.getState().connectivity).toBe('connected');
    expect(reconnects()).toBe(1);
  });

  it('a failed reconnect check from the sync button stays unreachable', async () => {
    const { store } = make(() => false);
    store.start();
    await vi.advanceTimersByTimeAsync(60_000);
    await store.syncNow();
    expect(store.getState().connectivity).toBe('server-unreachable');
  });
});
