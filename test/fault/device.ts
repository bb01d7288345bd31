import { createApiClient } from '../../src/api/api-client';
import type { ApiClient } from '../../src/api/api.types';
import { ping } from '../../src/api/auth.api';
import type { AppDatabase, CollectionName } from '../../src/collections/app-database';
import { openAppDatabaseInstance } from '../../src/collections/app-database';
import { noteAuthorOf, type NoteAuthor } from '../../src/collections/notes/auto-notes';
import { startQueueWorker, type QueueWorker } from '../../src/replication/outbox/queue-worker';
import { startPull, type Pull } from '../../src/replication/pull/start-pull';
import { loginAs, type LoggedIn } from '../dom/data/support/client';
import { newKey } from '../dom/data/support/local-db';
import { startFaultProxy, type FaultProxy, type FaultRates } from './fault-proxy';

/**
 * The collections a device opens. RxDB's free edition allows 13 open collections per process,
 * so two devices get the six the operations touch; three devices get the four of claims and notes.
 */
export const FULL_DEVICE: CollectionName[] = [
  'claims',
  'notes',
  'tasks',
  'contacts',
  'sync_queue',
  'config',
];
export const SMALL_DEVICE: CollectionName[] = ['claims', 'notes', 'sync_queue', 'config'];

/** Short timeouts: a stalled answer costs a device 3 s, not the app's 10 s. */
const REQUEST_TIMEOUT_MS = 3_000;

/**
 * One device: a user's real encrypted RxDB database (fake-indexeddb), the real queue worker and
 * pull replication with the change feed, all through its own fault proxy (its own network).
 */
export interface Device {
  index: number;
  me: LoggedIn;
  author: NoteAuthor;
  db: AppDatabase;
  /** Through the fault proxy, as the device's sync uses it. */
  api: ApiClient;
  /** Straight to the server, for the checks only. */
  direct: ApiClient;
  proxy: FaultProxy;
  worker: QueueWorker;
  pull: Pull;
  collections: CollectionName[];
  close(): Promise<void>;
}

export async function openDevice(options: {
  index: number;
  serverOrigin: string;
  email: string;
  /** Makes the database name unique: every run starts from an empty device. */
  runTag: string;
  seed: number;
  rates?: Partial<FaultRates>;
  collections: CollectionName[];
}): Promise<Device> {
  const proxy = await startFaultProxy(options.serverOrigin, {
    seed: options.seed,
    rates: options.rates,
  });
  proxy.setFaults(false);
  const me = await loginAs(proxy.origin, options.email);
  const api = createApiClient({
    storage: me.storage,
    baseUrl: `${proxy.origin}/api`,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  const direct = createApiClient({ storage: me.storage, baseUrl: `${options.serverOrigin}/api` });
  const key = await newKey();
  const db = await openAppDatabaseInstance(`${me.user.id}-${options.runTag}`, {
    getKey: () => key,
    only: options.collections,
  });
  const worker = startQueueWorker(db, api, {
    pollMs: 200,
    probe: async () => (await ping(api, REQUEST_TIMEOUT_MS)).status === 'ok',
    probeDelaysMs: [200, 500, 1_000],
  });
  const orgId = me.user.organization_id;
  const pull = startPull(db, api, {
    organizationId: orgId,
    eventsUrl: `${proxy.origin}/api/organizations/${orgId}/events`,
    getToken: () => me.storage.getToken(),
    retryMs: 500,
  });
  await pull.initialSync;
  return {
    index: options.index,
    me,
    author: noteAuthorOf(me.user),
    db,
    api,
    direct,
    proxy,
    worker,
    pull,
    collections: options.collections,
    async close() {
      void worker.stop();
      await pull.stop();
      await db.remove();
      await proxy.close();
    },
  };
}
