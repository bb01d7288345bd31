import type { RxCollection } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import type { Subscription } from 'rxjs';
import { isOlderVersion } from '../../collections/record-version';
import type { PendingPatches } from './pending-patches';
import type { PulledDoc } from './pull-handlers';
import { holdsPulled, storeIfNewer, storeSameVersion } from './store-pulled';

type Doc = Record<string, unknown>;

export interface DroppedPulls {
  /** Called for every pulled record before RxDB stores it. */
  pulled(doc: PulledDoc): void;
  stop(): void;
}

/**
 * RxDB's replication writes a pulled page against the device's copy it read a moment before; when
 * this device writes one of those records in between (a change of the user, a server answer, an
 * automatic note) the write answers 409 and RxDB drops the pulled record, expecting its upstream
 * to settle it, yet a pull-only replication has none, and the checkpoint moves past the record all
 * the same. Left alone, the device keeps an older copy until that record changes again (the fault
 * suite's "notes left at version 0"). Every pulled record RxDB did not report as stored is checked
 * once the replication is idle, and stored now if the device still holds an older version.
 */
export function watchDroppedPulls(
  collection: RxCollection,
  state: RxReplicationState<unknown, unknown>,
  pending: PendingPatches,
): DroppedPulls {
  const waiting = new Map<string, PulledDoc>();
  let scheduled = false;
  let stopped = false;
  const subscription: Subscription = state.received$.subscribe((stored) => {
    const doc = stored as Doc;
    const id = String(doc.id);
    const expected = waiting.get(id);
    // Stored as pulled, or newer. A copy rebased under a pending change is checked once idle.
    if (
      expected &&
      (isOlderVersion(expected, doc) ||
        (!isOlderVersion(doc, expected) && holdsPulled(doc, expected)))
    )
      waiting.delete(id);
  });

  const settle = async () => {
    scheduled = false;
    if (stopped) return;
    const docs = [...waiting.values()];
    waiting.clear();
    for (const doc of docs) await storeIfNewer(collection as RxCollection<Doc>, doc, pending);
    await storeSameVersion(collection as RxCollection<Doc>, docs);
  };

  return {
    pulled(doc) {
      waiting.set(doc.id, doc);
      if (scheduled) return;
      scheduled = true;
      // A database closing under a late check loses nothing: the next pull stores those records.
      void state
        .awaitInSync()
        .then(settle)
        .catch(() => (scheduled = false));
    },
    stop() {
      stopped = true;
      subscription.unsubscribe();
    },
  };
}
