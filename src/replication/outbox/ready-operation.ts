import { TEMP_ID_PREFIX } from '../../domain/constants';
import { createdRecordIds } from '../../collections/sync-queue/local-patch';
import type { SyncOperationDocType } from '../../collections/sync-queue/sync-queue.schema';

/**
 * The next operation that may be sent (DESIGN.md invariant 2): operations on one record go in
 * order, so anything after an unsent, failed or conflicting operation on the same record waits;
 * and an operation naming a temp- id other than the record it creates waits until that id has
 * been replaced by the server's (a note on a claim created offline waits for the claim).
 * A batch's records count as its own (their ids are the device's, not temp- ids).
 */
export function nextReadyOperation<T extends SyncOperationDocType>(
  unfinished: T[],
  skip: ReadonlySet<string>,
): T | undefined {
  const blocked = new Set<string>();
  for (const op of unfinished) {
    const sendable = op.status === 'pending' || op.status === 'in_progress';
    if (sendable && !skip.has(op.id) && !blocked.has(op.resourceId) && !waitsForTempId(op)) {
      return op;
    }
    blocked.add(op.resourceId);
    // An edit of a contact imported in a batch not yet sent waits for that batch.
    for (const id of createdRecordIds(op.localPatch)) blocked.add(id);
  }
  return undefined;
}

function waitsForTempId(op: SyncOperationDocType): boolean {
  const own = op.operationType === 'create' ? op.resourceId : null;
  const text = `${op.endpoint} ${JSON.stringify(op.data ?? null)}`;
  const pattern = new RegExp(`${TEMP_ID_PREFIX}[0-9a-f-]{36}`, 'g');
  return (text.match(pattern) ?? []).some((id) => id !== own);
}
