const RELOADED_AT_KEY = 'claimsdesk.chunkReloadAt';
/** A second failure within this time shows the error instead of reloading again. */
export const CHUNK_RELOAD_GUARD_MS = 30_000;

const reloadPage = () => window.location.reload();

function reloadedRecently(now: number): boolean {
  const at = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  return now - at < CHUNK_RELOAD_GUARD_MS;
}

/**
 * Loads a code chunk the app cannot start a screen without; when it fails, reloads the page once.
 * Under load, Chromium sometimes fails a chunk that the service worker holds (seen offline on a
 * reload: the chunk was in the precache, and fetching it a moment later worked), and it keeps the
 * failure: importing the same module again in that page fails at once (Chromium 150; the change
 * that lets a page retry is whatwg/html#10327). A reload loads it afresh. A second failure soon
 * after is not transient (a chunk never cached, a deploy that removed it): the error shows, with
 * its own Reload.
 */
export function loadChunk<T>(load: () => Promise<T>, reload: () => void = reloadPage): Promise<T> {
  return load().catch((error: unknown) => {
    const now = Date.now();
    if (reloadedRecently(now)) throw error;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    reload();
    // The page is going away; whatever waits for the chunk waits for the reload.
    return new Promise<T>(() => undefined);
  });
}
