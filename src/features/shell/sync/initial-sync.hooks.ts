import { useEffect, useState } from 'react';
import { of, switchMap } from 'rxjs';
import type { SyncProgress } from '../../../replication/pull/sync-progress';
import type { Pull } from '../../../replication/pull/start-pull';
import { syncEngine$ } from '../../../replication/current-sync-engine';

/** Set when this tab's first pull completed: the initial-sync benchmark and e2e tests wait on it. */
export const INITIAL_SYNC_MARK = 'claims-desk:initial-sync-done';

function announce(pull: Pull) {
  void pull.initialSync
    .then(() => {
      if (document.documentElement.dataset.initialSync === 'done') return;
      performance.mark(INITIAL_SYNC_MARK);
      document.documentElement.dataset.initialSync = 'done';
    })
    .catch(() => undefined);
}

/** The per-resource progress of this tab's pull (null until this tab leads and pulls). */
export function useInitialSyncProgress(): SyncProgress | null {
  const [progress, setProgress] = useState<SyncProgress | null>(null);
  useEffect(() => {
    const subscription = syncEngine$
      .pipe(
        switchMap((engine) => engine?.pull$ ?? of(null)),
        switchMap((pull) => {
          if (!pull) return of(null);
          announce(pull);
          return pull.progress.progress$;
        }),
      )
      .subscribe(setProgress);
    return () => subscription.unsubscribe();
  }, []);
  return progress;
}
