import { applyPatches } from '../../collections/sync-queue/apply-patch';
import type { PendingPatches } from './pending-patches';
import type { PulledDoc } from './pull-handlers';

/**
 * DESIGN.md invariant 3: a pulled record that still has unfinished local operations is stored
 * with them re-applied on top, so the screen keeps showing the user's change until the server
 * has it. A deletion on the server wins (the queued change would answer 404 and fail visibly).
 */
export function rebasePulled(doc: PulledDoc, pending: PendingPatches): PulledDoc {
  if (doc._deleted || !pending.has(doc.id)) return doc;
  const { _deleted, ...server } = doc;
  const next = applyPatches(server, pending.for(doc.id));
  if (next === null) return { ...doc, _deleted: true };
  return { ...(next ?? server), id: doc.id, _deleted } as PulledDoc;
}
