/**
 * Runs `run` once the browser is idle, or after `timeoutMs` at the latest (browsers without
 * `requestIdleCallback` wait half of it). Returns the cancel function, for an effect's cleanup.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, timeoutMs / 2);
  return () => clearTimeout(handle);
}
