import { lazy, Suspense, useEffect, useState } from 'react';
import { onPaletteRequest, requestCommandPalette } from './palette-request';

const CommandPalette = lazy(() =>
  import('./command-palette').then((module) => ({ default: module.CommandPalette })),
);

const IDLE_TIMEOUT_MS = 3_000;

/**
 * The command palette, kept off the first load (issue 10's budget): its code loads when the
 * browser is first idle, or at once when the user asks for it (Cmd+K, the search box), and then
 * opens.
 */
export function LazyCommandPalette() {
  const [load, setLoad] = useState(false);
  useEffect(() => onPaletteRequest(() => setLoad(true)), []);
  useEffect(() => {
    if (load) return;
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => setLoad(true), { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(() => setLoad(true), IDLE_TIMEOUT_MS);
    // Before the palette is mounted, its own Cmd+K handler is not there yet.
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        requestCommandPalette();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [load]);
  return load ? (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  ) : null;
}
