import { currentDatabase } from '../db/current-database';

// What logout would throw away: queued operations the server has not acknowledged. Read straight
// from the sync queue collection so the count is right whichever tab drains the queue.
const QUEUE_COLLECTION = 'sync_queue';
const UNSYNCED_STATUSES = ['pending', 'in_progress', 'failed', 'conflict'];

/** null when this tab has no open database to ask (locked, or still opening). */
export async function countUnsyncedOperations(): Promise<number | null> {
  const db = currentDatabase();
  if (!db || db.closed) return null;
  const queue = db.collections[QUEUE_COLLECTION];
  if (!queue) return 0;
  const docs = await queue.find({ selector: { status: { $in: UNSYNCED_STATUSES } } }).exec();
  return docs.length;
}
