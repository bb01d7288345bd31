import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { firstValueFrom, map, Subject, type Observable, type Subscription } from 'rxjs';
import type { ApiClient } from '../../api/api.types';
import type { AppDatabase, CollectionName } from '../../collections/app-database';
import { readPullAccess } from '../../collections/config/pull-access';
import { noteSetAside } from '../../collections/config/set-aside';
import {
  pulledRedirects,
  recordContactRedirects,
} from '../../collections/contacts/contact-redirects';
import { SYNC_POLL_MS } from '../../domain/constants';
import { openChangeFeed, type ChangeFeed } from './change-feed';
import { watchDroppedPulls, type DroppedPulls } from './dropped-pulls';
import { PendingPatches } from './pending-patches';
import { watchAccess } from './access-change';
import { watchClaimAccess } from './claim-access';
import { readsEveryClaim } from '../../domain/permissions';
import { checkpointPullHandler, settingsPullHandler, type PulledDoc } from './pull-handlers';
import { PULL_GROUPS, type PullResource } from './pull-resources';
import { rebasePulled } from './rebase-pulled';
import { reconcileShownNotes } from './reconcile-shown-notes';
import { SyncProgressTracker } from './sync-progress';
import { repullWhole } from './whole-repull';

export interface PullOptions {
  organizationId: string;
  /** URL of the change feed (GET /organizations/{orgId}/events); none: pulls run on demand only. */
  eventsUrl?: string;
  getToken?: () => string | null;
  retryMs?: number;
  /** The logged-in user: a notice about their own record calls `onOwnUserChange`. */
  userId?: string;
  /**
   * Their role or activity changed, or may have changed unheard (the change feed (re)connected:
   * a change made before it was open has no notice): re-read the session user (permissions, or
   * the end).
   */
  onOwnUserChange?: () => void;
}

export interface Pull {
  progress: SyncProgressTracker;
  /** Resolves when every resource has caught up once (contacts, then claims, then the rest). */
  initialSync: Promise<void>;
  /** Emits the collection each time its pull has written pulled records (retention runs then). */
  received$: Observable<CollectionName>;
  /** Pulls the named collections (all when none) and resolves when they are in sync. */
  resync(collections?: string[]): Promise<void>;
  /**
   * The network is back: the change feed opens again now rather than after its back-off or its
   * silence watchdog (`ChangeFeed.reopen`); its connection resyncs every collection.
   */
  reopenFeed(): void;
  stop(): Promise<void>;
}

/**
 * Pull replication per resource on RxDB's replication plugin, pull only (the sync queue pushes),
 * with the server's checkpoints stored by RxDB so a restart resumes where it stopped. Live through
 * the change feed: a notice resyncs its resource, a (re)connection resyncs all.
 * The caller runs this in the leader tab only; other tabs see the data through RxDB's events.
 */
export function startPull(db: AppDatabase, api: ApiClient, options: PullOptions): Pull {
  const progress = new SyncProgressTracker();
  const pending = new PendingPatches(db);
  const streams = new Map<string, Subject<'RESYNC'>>();
  const states = new Map<string, RxReplicationState<unknown, unknown>>();
  const subscriptions: Subscription[] = [];
  const received$ = new Subject<CollectionName>();
  const dropped: DroppedPulls[] = [];
  let feed: ChangeFeed | null = null;
  // Claims pulled by a device's first sync come with all their records anyway; a device that
  // synced before (its permissions are recorded) restores the claims it newly sees, also while
  // it catches up after a time closed.
  let resumed = false;
  const claimAccess = watchClaimAccess(db, api, pending, () => resumed);

  function replicate(resource: PullResource) {
    const collection = db.collections[resource.collection];
    if (!collection) return null;
    const stream$ = new Subject<'RESYNC'>();
    streams.set(resource.collection, stream$);
    const path = resource.path(options.organizationId);
    const handler = resource.whole
      ? settingsPullHandler(api, path, progress, resource.rolesPath?.(options.organizationId))
      : pageReader(resource);
    let watcher: DroppedPulls | null = null;
    const state = replicateRxCollection<unknown, unknown>({
      replicationIdentifier: `claims-desk-pull-${resource.collection}-${options.organizationId}`,
      collection: collection as never,
      pull: {
        handler: handler as never,
        batchSize: 500,
        stream$,
        modifier: async (doc: PulledDoc) => {
          watcher?.pulled(doc);
          if (resource.collection === 'claims') await claimAccess.pulled(doc);
          return rebasePulled(doc, pending);
        },
      },
      live: true,
      retryTime: options.retryMs ?? SYNC_POLL_MS,
      waitForLeadership: false,
      autoStart: true,
    });
    watcher = watchDroppedPulls(collection as never, state, pending);
    dropped.push(watcher);
    states.set(resource.collection, state);
    subscriptions.push(
      state.received$
        .pipe(map(() => resource.collection))
        .subscribe((name) => received$.next(name)),
    );
    if (resource.collection === 'notes') subscriptions.push(reconcileShownNotes(db, state));
    if (resource.collection === 'claims')
      subscriptions.push(state.received$.subscribe((doc) => claimAccess.stored(doc as never)));
    return state;
  }

  // `setAside` collects the ids a page set aside (a whole re-read keeps those records).
  function pageReader(resource: PullResource, setAside?: Set<string>) {
    return checkpointPullHandler(
      api,
      resource.collection,
      resource.path(options.organizationId),
      progress,
      (name, aside, stored) => {
        aside.forEach((a) => setAside?.add(a.id));
        return noteSetAside(db, name, aside, stored);
      },
      rowsHook(resource),
    );
  }

  // Every resource read again from the start (access-change.ts), then the live pulls resynced.
  async function repullAll() {
    await initialSync;
    for (const group of PULL_GROUPS) {
      for (const resource of group) {
        const collection = db.collections[resource.collection];
        if (resource.whole || !collection || !states.has(resource.collection)) continue;
        const setAside = new Set<string>();
        await repullWhole(collection as never, pageReader(resource, setAside), pending, setAside);
        received$.next(resource.collection);
      }
    }
    streams.forEach((s) => s.next('RESYNC'));
  }
  const access = watchAccess(db, api, repullAll, async (permissions) => {
    if (!readsEveryClaim(permissions)) await claimAccess.recheckHeld();
  });

  // Merged contacts arrive as tombstones; where they went is kept for old links.
  function rowsHook(resource: PullResource) {
    if (resource.collection !== 'contacts') return undefined;
    return (rows: Record<string, unknown>[]) => recordContactRedirects(db, pulledRedirects(rows));
  }

  const initialSync = (async () => {
    await pending.ready;
    resumed = (await readPullAccess(db)) !== null;
    for (const group of PULL_GROUPS) {
      const started = group.map(replicate).filter((s) => s !== null);
      await Promise.all(started.map((s) => s.awaitInitialReplication()));
      group.forEach((r) => progress.update(r.collection, { done: true }));
    }
    resumed = true;
  })();

  void initialSync.then(() => access.check()).catch(() => undefined);

  if (options.eventsUrl) {
    feed = openChangeFeed({ url: options.eventsUrl, getToken: options.getToken ?? (() => null) });
    let connections = 0;
    subscriptions.push(
      feed.notices$.subscribe((notice) => {
        if (notice.resource === 'users' && notice.id === options.userId) {
          options.onOwnUserChange?.();
          void access.check();
        }
        if (notice.resource === 'claim_access') void claimAccess.recheck(notice.id);
        for (const group of PULL_GROUPS) {
          for (const r of group)
            if (r.feed.includes(notice.resource)) streams.get(r.collection)?.next('RESYNC');
        }
      }),
      feed.connected$.subscribe(() => {
        streams.forEach((s) => s.next('RESYNC'));
        // The stream is subscribed on the server before it answers, so a later change has its
        // notice and an earlier one is in this read.
        options.onOwnUserChange?.();
        // A role may have changed while the stream was down (the first check follows the
        // initial sync).
        if (connections++ > 0) void access.check();
      }),
      feed.refused$.subscribe(() => streams.forEach((s) => s.next('RESYNC'))),
    );
  }

  return {
    progress,
    initialSync,
    received$: received$.asObservable(),
    async resync(collections) {
      await initialSync;
      const chosen = [...states].filter(([name]) => !collections || collections.includes(name));
      // One collection that cannot be pulled must not keep the others from catching up: the
      // first failure is reported once every collection has been tried.
      let firstFailure: Error | null = null;
      for (const [, state] of chosen) {
        const failed = firstValueFrom(state.error$).then((error) => {
          throw new Error(pullErrorMessage(error));
        });
        state.reSync();
        await Promise.race([state.awaitInSync(), failed]).catch((error: Error) => {
          firstFailure ??= error;
        });
      }
      if (firstFailure) throw firstFailure;
    },
    reopenFeed() {
      feed?.reopen();
    },
    async stop() {
      feed?.stop();
      subscriptions.forEach((s) => s.unsubscribe());
      dropped.forEach((watcher) => watcher.stop());
      pending.close();
      await Promise.all([...states.values()].map((s) => s.cancel()));
    },
  };
}

// RxDB wraps the handler's error (the sync button shows the server's own message) and, under the
// same code, a pulled record the device could not store.
function pullErrorMessage(error: unknown): string {
  const wrapped = error as {
    parameters?: {
      errors?: { message?: string }[];
      writeError?: { status?: number; documentId?: string; validationErrors?: unknown };
    };
    message?: string;
  };
  const write = wrapped.parameters?.writeError;
  if (write)
    return `Could not store the pulled record ${write.documentId} (${write.status}${
      write.validationErrors ? `: ${JSON.stringify(write.validationErrors).slice(0, 300)}` : ''
    })`;
  return wrapped.parameters?.errors?.[0]?.message ?? wrapped.message ?? 'Failed to sync data';
}
