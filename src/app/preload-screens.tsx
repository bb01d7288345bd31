import { useEffect } from 'react';
import { useAppDatabase } from '../collections/database.context';
import { whenIdle } from '../shared/when-idle';
import { preloadScreens } from './router';

/** Once the user's data is open and the browser is idle, every screen's code is fetched. */
export function PreloadScreens() {
  const db = useAppDatabase();
  useEffect(() => (db ? whenIdle(preloadScreens, 2_000) : undefined), [db]);
  return null;
}
