import type { RxDatabase } from 'rxdb';

// The one local database of this tab, owned by this module and not by React, so a re-render or a
// StrictMode double effect can never open a second instance. It imports RxDB's types only: the
// session locks, closes and wipes through it without loading RxDB before login.

let current: RxDatabase | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** Opens and closes run one after another, in call order. */
export function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export function setCurrentDatabase(db: RxDatabase): void {
  current = db;
}

export function currentDatabase(): RxDatabase | null {
  return current;
}

export async function closeCurrent(): Promise<void> {
  const open = current;
  current = null;
  if (open && !open.closed) await open.close();
}

export function closeDatabase(): Promise<void> {
  return serial(closeCurrent);
}

/** Closes the current database and deletes its data (logout wipe, test isolation). */
export function removeDatabase(): Promise<void> {
  return serial(async () => {
    const open = current;
    current = null;
    if (open) await open.remove();
  });
}
