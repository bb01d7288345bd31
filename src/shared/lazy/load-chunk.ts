const RELOADED_AT_KEY = 'claimsdesk.chunkReloadAt';
/** A second failure within this time shows the error instead of reloading again. */
export const CHUNK_RELOAD_GUARD_MS = 30_000;

const reloadPage = () => window.location.reload();

// Chromium, WebKit and Gecko word a module that could not be fetched differently.
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Whether an error is a code chunk that could not be downloaded. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** Whether a failed chunk may still reload the page: none did in this tab within the guard. */
export function mayReloadForChunk(): boolean {
  const at = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  return Date.now() - at >= CHUNK_RELOAD_GUARD_MS;
}

export function reloadForChunk(reload: () => void = reloadPage): void {
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  reload();
}

/**
 * Loads a code chunk the app cannot start without; when it fails, reloads the page once.
 * Under load, Chromium sometimes fails a chunk that the service worker holds (seen offline on a
 * reload: the chunk was in the precache, and fetching it a moment later worked), and it keeps the
 * failure: importing the same module again in that page fails at once (Chromium 150; the change
 * that lets a page retry is whatwg/html#10327). A reload loads it afresh. A second failure soon
 * after is not transient (a chunk never cached, a deploy that removed it): the error shows, with
 * its own Reload. Screens opened by navigation reload from their error page instead
 * (`RouteError`), where the address is already the screen's.
 */
export function loadChunk<T>(load: () => Promise<T>, reload: () => void = reloadPage): Promise<T> {
  return load().catch((error: unknown) => {
    if (!mayReloadForChunk()) throw error;
    reloadForChunk(reload);
    // The page is going away; whatever waits for the chunk waits for the reload.
    return new Promise<T>(() => undefined);
  });
}
