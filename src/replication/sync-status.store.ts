import { PING_FAILURES_FOR_UNREACHABLE, PING_INTERVAL_MS } from '../domain/constants';
import { connectivityText, lastSyncedText } from './status-text';
import type { Connectivity, SyncStatusState, SyncStatusStore } from './sync-status.types';

export interface SyncStatusOptions {
  /** Resolves true when GET /ping answered (within its 15 s timeout). */
  ping: () => Promise<boolean>;
  /** The work behind the sync button; throws with a message on failure. */
  runSync: () => Promise<void>;
  /**
   * Runs each time the server answers after not answering: at the first successful check after
   * start, and after every spell offline or unreachable (SPEC 4 app start and reconnect).
   */
  onReconnect?: () => Promise<void> | void;
  /** SPEC 9: a check every 30 s. */
  intervalMs?: number;
  /** Delay of the next check while a failure streak is below the threshold; defaults to intervalMs. */
  retryMs?: number;
  failuresForUnreachable?: number;
}

export function createSyncStatusStore(options: SyncStatusOptions): SyncStatusStore {
  const intervalMs = options.intervalMs ?? PING_INTERVAL_MS;
  const retryMs = options.retryMs ?? intervalMs;
  const threshold = options.failuresForUnreachable ?? PING_FAILURES_FOR_UNREACHABLE;
  const listeners = new Set<() => void>();
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  // True until the server has answered since start or since it was last lost.
  let needsReconnect = true;
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
    if (connectivity === 'offline' || connectivity === 'server-unreachable') needsReconnect = true;
    const statusText =
      connectivity === 'connected' && state.lastSyncedAt
        ? lastSyncedText(state.lastSyncedAt)
        : connectivityText(connectivity);
    patch({ connectivity, serverReachable: connectivity === 'connected', statusText });
    if (connectivity === 'connected' && needsReconnect) {
      needsReconnect = false;
      void Promise.resolve(options.onReconnect?.()).catch(() => undefined);
    }
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (running) timer = setTimeout(() => void checkNow(), delay);
  }

  let inflight: Promise<void> | null = null;
  // One check at a time: an online event during a timed check must not count a failure twice.
  function checkNow(): Promise<void> {
    inflight ??= check().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  async function check() {
    if (!navigator.onLine) {
      patch({ online: false });
      setConnectivity('offline');
      return schedule(intervalMs);
    }
    const reachable = await options.ping().catch(() => false);
    // The browser went offline while the ping was out: its event has already said so.
    if (!navigator.onLine) return schedule(intervalMs);
    failures = reachable ? 0 : failures + 1;
    patch({ online: true });
    if (reachable) setConnectivity('connected');
    else if (failures >= threshold) setConnectivity('server-unreachable');
    else if (state.connectivity === 'offline') setConnectivity('checking');
    schedule(reachable || failures >= threshold ? intervalMs : retryMs);
  }

  async function syncNow() {
    if (state.syncing) return;
    // Unreachable: the click is a reconnect check, and one failure is enough to say so again.
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
