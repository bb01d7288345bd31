import type { ComponentType } from 'react';

/**
 * A loader that keeps what it loaded but forgets a failure, so the next call tries again. The
 * palette's code can fail to load when the app went offline before the service worker had it;
 * React's `lazy` would keep that failure for good and show it as a broken page.
 */
export function loadOnceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

export const loadCommandPalette = loadOnceUntilFailure<ComponentType>(() =>
  import('./command-palette').then((module) => module.CommandPalette),
);
