import type { AppDatabase } from '../../collections/app-database';

/** How long a finished operation stays: open tabs and screens still map its temp- id by it. */
export const COMPLETED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Removes operations the server acknowledged more than `keptMs` ago, so the queue does not grow
 * with every change ever made. Unfinished operations are never touched.
 */
export async function pruneCompletedOperations(
  db: AppDatabase,
  now = Date.now(),
  keptMs = COMPLETED_KEPT_MS,
): Promise<number> {
  const completed = await db.sync_queue.find({ selector: { status: 'completed' } }).exec();
  const old = completed.filter((op) => {
    const completedAt = op.metadata.completedAt;
    return (typeof completedAt === 'number' ? completedAt : op.timestamp) < now - keptMs;
  });
  if (old.length > 0) await db.sync_queue.bulkRemove(old.map((op) => op.id));
  return old.length;
}
