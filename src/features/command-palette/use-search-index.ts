import { useEffect, useState } from 'react';
import { useAppDatabase } from '../../collections/database.context';
import { startLiveSearchIndex } from './live-search-index';
import type { SearchIndex } from './search-index';

/**
 * The live index of this device's data once `active` (the browser was idle after the palette's
 * code loaded, or the palette was opened: the first paint does not pay for indexing), kept up to
 * date until the data closes; `version` changes with every update so open results repaint.
 */
export function useSearchIndex(active: boolean): { index: SearchIndex | null; version: number } {
  const db = useAppDatabase();
  const [state, setState] = useState<{ index: SearchIndex | null; version: number }>({
    index: null,
    version: 0,
  });
  useEffect(() => {
    if (!db || !active) return;
    const live = startLiveSearchIndex(db, (index) =>
      setState((current) => ({ index, version: current.version + 1 })),
    );
    return () => {
      live.stop();
      setState({ index: null, version: 0 });
    };
  }, [db, active]);
  return state;
}
