import type { RxReplicationState } from 'rxdb/plugins/replication';
import type { Subscription } from 'rxjs';
import type { AppDatabase } from '../../collections/app-database';
import { dropOrphanAutoNotes } from '../../collections/notes/orphan-auto-notes';

/**
 * Each time the notes pull catches up, the automatic notes this device shows for changes the
 * server answered before that pull started, and which it did not bring, are dropped (issue 11);
 * the first catch-up of a start also looks at every shown note.
 */
export function reconcileShownNotes(
  db: AppDatabase,
  notesPull: RxReplicationState<unknown, unknown>,
): Subscription {
  let startedAt: number | null = null;
  let first = true;
  return notesPull.active$.subscribe((active) => {
    if (active) {
      startedAt ??= Date.now();
      return;
    }
    if (startedAt === null) return;
    const scan = { pulledSince: startedAt, everyShownNote: first };
    startedAt = null;
    first = false;
    // A failed scan (the database closing under it) is retried by the next catch-up.
    void dropOrphanAutoNotes(db, scan).catch(() => undefined);
  });
}
