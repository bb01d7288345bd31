/**
 * One drain of the queue at a time across every tab of the browser, held through a Web Lock: the
 * browser releases it when its tab closes, crashes or reloads, so a tab that went away mid-send
 * never blocks the queue, and an operation it left in progress is resent (with its
 * Idempotency-Key) by whoever takes the lock next. Without Web Locks (Node tests) only the
 * leader drains, as before.
 */
export function queueLocksAvailable(): boolean {
  return typeof navigator !== 'undefined' && 'locks' in navigator && !!navigator.locks;
}

/**
 * Runs `work` holding the queue's lock. `wait` queues for it; `if-free` gives up at once and
 * answers null when another tab is draining (it will see the new operation in its pass).
 */
export function withQueueLock<T>(
  name: string,
  mode: 'wait' | 'if-free',
  work: () => Promise<T>,
): Promise<T | null> {
  if (!queueLocksAvailable()) return work();
  return navigator.locks.request(
    `sync-queue:${name}`,
    { ifAvailable: mode === 'if-free' },
    async (lock): Promise<T | null> => (lock ? await work() : null),
  ) as Promise<T | null>;
}
