import { useEffect, useSyncExternalStore } from 'react';

// A screen may name what it shows (a client's name) instead of its route's generic title. A small
// store rather than setting `document.title` from the screen: the shell's title effect runs after
// the screen's on the same commit and would overwrite it.
let current: string | null = null;
const listeners = new Set<() => void>();

function set(title: string | null) {
  current = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** While mounted, the document title is `title` (null: the route's own). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    set(title);
    return () => set(null);
  }, [title]);
}

/** The title a screen set, if any (read by the shell). */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, () => current);
}
