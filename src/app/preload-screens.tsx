import { useEffect } from 'react';
import { useAppDatabase } from '../collections/database.context';
import { preloadScreens } from './router';

const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1_000);
  return () => clearTimeout(handle);
};

/** Once the user's data is open and the browser is idle, every screen's code is fetched. */
export function PreloadScreens() {
  const db = useAppDatabase();
  useEffect(() => (db ? whenIdle(preloadScreens) : undefined), [db]);
  return null;
}
