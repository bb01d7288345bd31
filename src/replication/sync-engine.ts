import { BehaviorSubject } from 'rxjs';
import type { ApiClient } from '../api/api.types';
import { ping } from '../api/auth.api';
import { PING_TIMEOUT_MS } from '../domain/constants';
import type { AppDatabase } from '../collections/app-database';
import { markInitialSyncDone } from '../collections/config/initial-sync';
import type { FileFetcher } from './documents/file-fetcher';
import { syncEngine$ } from './current-sync-engine';
import { startQueueWorker, type QueueWorker } from './outbox/queue-worker';
import { startPull, type Pull } from './pull/start-pull';
import { startRetention, type Retention } from './retention/retention-runner';

export interface SyncEngineOptions {
  organizationId: string;
  /** URL of the change feed; without it data is pulled on start and on demand only. */
  eventsUrl?: string;
  getToken?: () => string | null;
  /** False while the server is unreachable: the queue waits instead of burning retries. */
  canSend?: () => boolean;
  retryMs?: number;
  pollMs?: number;
  /** Downloads document files when the offline setting storeDocuments is on. */
  fetchFile?: FileFetcher;
  /** See PullOptions: the session user's own changes, heard on the change feed. */
  userId?: string;
  onOwnUserChange?: () => void;
}

export interface SyncEngine {
  worker: QueueWorker;
  /** The pull of this tab once it leads (null in other tabs: they see the leader's data). */
  pull(): Pull | null;
  /** The pull once this tab leads, as it starts (the initial-sync progress panel follows it). */
  pull$: BehaviorSubject<Pull | null>;
  /** Sync button (SPEC 2): contacts, then claims; then the queue drains. Throws on failure. */
  syncNow(): Promise<void>;
  /** Reconnect (SPEC 4): contacts, claims and settings re-fetched, then the queue drains. */
  refetch(): Promise<void>;
  stop(): Promise<void>;
}

export function startSyncEngine(
  db: AppDatabase,
  api: ApiClient,
  options: SyncEngineOptions,
): SyncEngine {
  const worker = startQueueWorker(db, api, {
    canSend: options.canSend,
    pollMs: options.pollMs,
    probe: async () => (await ping(api, PING_TIMEOUT_MS)).status === 'ok',
  });
  let pull: Pull | null = null;
  let retention: Retention | null = null;
  const pull$ = new BehaviorSubject<Pull | null>(null);
  let stopped = false;
  void db.waitForLeadership().then(() => {
    if (stopped || db.closed) return;
    const started = startPull(db, api, options);
    pull = started;
    retention = startRetention(db, {
      pulled$: started.received$,
      fetchFile: options.fetchFile,
      api,
      organizationId: options.organizationId,
    });
    pull$.next(started);
    void started.initialSync
      .then(async () => {
        if (stopped || db.closed) return;
        await markInitialSyncDone(db);
        await retention?.runNow();
      })
      .catch(() => undefined);
  });

  const engine: SyncEngine = {
    worker,
    pull: () => pull,
    pull$,
    async syncNow() {
      await pull?.resync(['contacts']);
      await pull?.resync(['claims']);
      await worker.drainNow();
    },
    async refetch() {
      // A change feed that lived through the outage may be half open, or deep in its back-off.
      pull?.reopenFeed();
      // Local changes go out at once; pulled records are rebased over any still pending.
      await Promise.all([pull?.resync(['contacts', 'claims', 'config']), worker.drainNow()]);
    },
    async stop() {
      stopped = true;
      // Not awaited: a send in flight ends on its own, and closing must not wait for the network.
      void worker.stop();
      retention?.stop();
      await pull?.stop();
      if (syncEngine$.value === engine) syncEngine$.next(null);
    },
  };
  syncEngine$.next(engine);
  return engine;
}
