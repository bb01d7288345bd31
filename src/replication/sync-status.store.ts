import { PING_FAILURES_FOR_UNREACHABLE, PING_INTERVAL_MS, SYNC_POLL_MS } from '../domain/constants';
import { connectivityText, lastSyncedText } from './status-text';
import type { Connectivity, SyncStatusState, SyncStatusStore } from './sync-status.types';

export interface SyncStatusOptions {
  /** Resolves true when GET /ping answered. */
  ping: () => Promise<boolean>;
  /** The work behind the sync button; throws with a message on failure. */
  runSync: () => Promise<void>;
  intervalMs?: number;
  /** While a failure streak is below the threshold, check again sooner than the interval. */
  retryMs?: number;
  failuresForUnreachable?: number;
}

export function createSyncStatusStore(options: SyncStatusOptions): SyncStatusStore {
  const intervalMs = options.intervalMs ?? PING_INTERVAL_MS;
  const retryMs = options.retryMs ?? SYNC_POLL_MS;
  const threshold = options.failuresForUnreachable ?? PING_FAILURES_FOR_UNREACHABLE;
  const listeners = new Set<() => void>();
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let state: SyncStatusState = {
    connectivity: 'checking',
    serverReachable: false,
    online: navigator.onLine,
    syncing: false,
    statusText: connectivityText('checking'),
    lastSyncedAt: null,
    lastError: null,
  };

  function patch(next: Partial<SyncStatusState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function setConnectivity(connectivity: Connectivity) {
    const statusText =
      connectivity === 'connected' && state.lastSyncedAt
        ? lastSyncedText(state.lastSyncedAt)
        : connectivityText(connectivity);
    patch({ connectivity, serverReachable: connectivity === 'connected', statusText });
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (running) timer = setTimeout(() => void checkNow(), delay);
  }

  async function checkNow() {
    if (!navigator.onLine) {
      patch({ online: false });
      setConnectivity('offline');
      return schedule(intervalMs);
    }
    const reachable = await options.ping().catch(() => false);
    failures = reachable ? 0 : failures + 1;
    patch({ online: true });
    if (reachable) setConnectivity('connected');
    else if (failures >= threshold) setConnectivity('server-unreachable');
    else if (state.connectivity === 'offline') setConnectivity('checking');
    schedule(reachable || failures >= threshold ? intervalMs : retryMs);
  }

  async function syncNow() {
    if (state.syncing) return;
    if (!state.serverReachable) {
      failures = Math.max(failures, threshold - 1);
      return checkNow();
    }
    patch({ syncing: true });
    try {
      await options.runSync();
      const at = new Date();
      patch({ syncing: false, lastSyncedAt: at, lastError: null, statusText: lastSyncedText(at) });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Failed to sync data';
      patch({ syncing: false, lastError: message, statusText: 'Sync failed' });
    }
  }

  const onOnline = () => void checkNow();
  const onOffline = () => {
    patch({ online: false });
    setConnectivity('offline');
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (running) return;
      running = true;
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      void checkNow();
    },
    stop() {
      running = false;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    },
    checkNow,
    syncNow,
  };
}
