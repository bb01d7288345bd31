// The first screen is painted before the local database's code (RxDB, Dexie, ~90 KB gzip) is
// requested, so on a first visit the screen's own chunk does not share the network with it: the
// page is usable as soon as its chunk arrives and the local data follows (bench/first-load).
let shown = false;
const waiting = new Set<() => void>();

/** Called once the app shell has committed its first screen. */
export function markFirstScreenShown(): void {
  if (shown) return;
  // The frame after the commit is the one that paints it; start after that frame's callbacks.
  requestAnimationFrame(() =>
    setTimeout(() => {
      shown = true;
      waiting.forEach((run) => run());
      waiting.clear();
    }, 0),
  );
}

/** Runs `run` once the first screen has been painted; returns a cancel function. */
export function afterFirstScreen(run: () => void): () => void {
  if (shown) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
