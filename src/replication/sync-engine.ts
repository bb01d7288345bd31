import type { ApiClient } from '../api/api.types';
import type { AppDatabase } from '../collections/app-database';
import { startQueueWorker, type QueueWorker } from './outbox/queue-worker';
import { startPull, type Pull } from './pull/start-pull';

export interface SyncEngineOptions {
  organizationId: string;
  /** URL of the change feed; without it data is pulled on start and on demand only. */
  eventsUrl?: string;
  getToken?: () => string | null;
  /** False while the server is unreachable: the queue waits instead of burning retries. */
  canSend?: () => boolean;
  retryMs?: number;
  pollMs?: number;
}

export interface SyncEngine {
  worker: QueueWorker;
  /** The pull of this tab once it leads (null in other tabs: they see the leader's data). */
  pull(): Pull | null;
  /** Sync button (SPEC 2): contacts, then claims; then the queue drains. Throws on failure. */
  syncNow(): Promise<void>;
  /** Reconnect (SPEC 4): contacts, claims and settings re-fetched, then the queue drains. */
  refetch(): Promise<void>;
  stop(): Promise<void>;
}

let current: SyncEngine | null = null;

/** The running engine of this tab (the app shell's sync button and reconnect use it). */
export function currentSyncEngine(): SyncEngine | null {
  return current;
}

export function startSyncEngine(
  db: AppDatabase,
  api: ApiClient,
  options: SyncEngineOptions,
): SyncEngine {
  const worker = startQueueWorker(db, api, { canSend: options.canSend, pollMs: options.pollMs });
  let pull: Pull | null = null;
  let stopped = false;
  void db.waitForLeadership().then(() => {
    if (stopped || db.closed) return;
    pull = startPull(db, api, options);
  });

  const engine: SyncEngine = {
    worker,
    pull: () => pull,
    async syncNow() {
      await pull?.resync(['contacts']);
      await pull?.resync(['claims']);
      await worker.drainNow();
    },
    async refetch() {
      await pull?.resync(['contacts', 'claims', 'config']);
      await worker.drainNow();
    },
    async stop() {
      stopped = true;
      worker.stop();
      await pull?.stop();
      if (current === engine) current = null;
    },
  };
  current = engine;
  return engine;
}
