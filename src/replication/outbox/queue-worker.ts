import type { ApiClient } from '../../api/api.types';
import type { AppDatabase } from '../../collections/app-database';
import { SYNC_POLL_MS } from '../../domain/constants';
import { drainQueue, type DrainResult } from './drain-queue';
import { pruneCompletedOperations } from './prune-completed';
import { queueLocksAvailable, withQueueLock } from './queue-lock';
import { recoverQueue } from './recovery';

export interface QueueWorkerOptions {
  /** False while the server is known to be unreachable: no attempt is wasted then. */
  canSend?: () => boolean;
  pollMs?: number;
  /**
   * Asks whether the server answers again. After an attempt finds it unreachable the worker
   * stops its automatic drains until this says yes, so an outage costs one retry, not all three
   * (connectivity only declares the server unreachable after 3 pings 30 s apart).
   */
  probe?: () => Promise<boolean>;
  probeDelaysMs?: readonly number[];
}

// A ping every few seconds at most: cheap, and the queue goes out soon after the server is back.
const PROBE_DELAYS_MS = [1_000, 2_000, 5_000];
// Finished operations are cleared at most hourly: the query reads (and decrypts) all of them.
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface QueueWorker {
  /** Drains now if this tab is the leader (the sync button, a reconnect); else does nothing. */
  drainNow(): Promise<DrainResult | null>;
  /** Starts no more drains; resolves once a drain in progress has ended. */
  stop(): Promise<void>;
}

/**
 * The sync worker of a tab (DESIGN.md invariant 4): the leader tab recovers the queue, then drains
 * on every new operation, every 5 s (SPEC 9) and on demand. Drains never overlap, in a tab or
 * across tabs (the queue's Web Lock); a request during one runs another pass after it. Another
 * tab that makes a change sends it itself when no drain is running: the leader is often a tab in
 * the background, whose timers the browser slows to once a second or once a minute.
 */
export function startQueueWorker(
  db: AppDatabase,
  api: ApiClient,
  options: QueueWorkerOptions = {},
): QueueWorker {
  const canSend = options.canSend ?? (() => true);
  let stopped = false;
  let leading = false;
  let running: Promise<DrainResult | null> | null = null;
  let prunedAt = 0;
  let again = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let waitingForServer = false;
  let unsubscribe = () => undefined as void;

  function drainNow(): Promise<DrainResult | null> {
    if (!leading || stopped || db.closed) return Promise.resolve(null);
    return drain('wait');
  }

  function drain(mode: 'wait' | 'if-free'): Promise<DrainResult | null> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let result: DrainResult | null = null;
      waitingForServer = false;
      do {
        again = false;
        result = await withQueueLock(db.name, mode, () => drainQueue(db, api));
      } while (again && result && !stopped && !db.closed && !isUnreachable(result));
      if (!result) return null;
      if (isUnreachable(result) && options.probe) void waitForServer();
      if (leading && Date.now() - prunedAt > PRUNE_EVERY_MS && !db.closed) {
        prunedAt = Date.now();
        // Harmless to miss (the database closing under it): the next hour's pass catches up.
        await pruneCompletedOperations(db).catch(() => 0);
      }
      return result;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function waitForServer() {
    if (waitingForServer) return;
    waitingForServer = true;
    const delays = options.probeDelaysMs ?? PROBE_DELAYS_MS;
    for (let attempt = 0; waitingForServer && !stopped && !db.closed; attempt += 1) {
      await new Promise((resolve) =>
        setTimeout(resolve, delays[Math.min(attempt, delays.length - 1)]),
      );
      if (!waitingForServer || stopped || db.closed) return;
      if (await options.probe!().catch(() => false)) break;
    }
    if (!waitingForServer || stopped || db.closed) return;
    waitingForServer = false;
    // The probe just heard the server: drain now, even before connectivity has caught up.
    void drainNow().catch(() => undefined);
  }

  const tick = () => {
    if (canSend() && !waitingForServer) void drainNow().catch(() => undefined);
  };
  // Not the leader: a change made here goes out from here if no other tab is draining.
  const helpOut = () => {
    if (!leading && !stopped && !db.closed && canSend() && !waitingForServer)
      void drain('if-free').catch(() => undefined);
  };
  const helping = queueLocksAvailable() ? db.sync_queue.insert$.subscribe(helpOut) : null;

  void db.waitForLeadership().then(async () => {
    if (stopped || db.closed) return;
    await recoverQueue(db);
    leading = true;
    const subscription = db.sync_queue.insert$.subscribe(tick);
    unsubscribe = () => subscription.unsubscribe();
    timer = setInterval(tick, options.pollMs ?? SYNC_POLL_MS);
    tick();
  });

  return {
    drainNow,
    stop() {
      stopped = true;
      helping?.unsubscribe();
      clearInterval(timer);
      unsubscribe();
      return (running ?? Promise.resolve()).then(
        () => undefined,
        () => undefined,
      );
    },
  };
}

function isUnreachable(result: DrainResult): boolean {
  return result.outcomes.includes('unreachable');
}
