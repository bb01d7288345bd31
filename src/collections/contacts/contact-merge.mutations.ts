import {
  attendeesAfterMerge,
  claimAfterMerge,
  keptContactChanges,
  MERGE_INTO_SELF_MESSAGE,
} from '../../domain/contact-merge';
import type { AppDatabase } from '../app-database';
import { queueWrite } from '../sync-queue/queue-write';
import { itemPath } from '../sync-queue/record-writes';
import type { ContactDocType } from './contacts.schema';
import { recordContactRedirects } from './contact-redirects';

export const MERGE_CONTACT_MISSING = 'One of the two contacts is no longer on this device';

/**
 * Merges the contact `sourceId` into `intoId` (issue 12). Queued like every write: the operation
 * (`POST /contacts/{source}/merge`, a deletion of the source for the queue, so recovery and pulls
 * keep it gone) is stored first; then this device shows the merge at once: the redirect, its
 * claims and calendar events naming the kept contact, the kept contact's filled fields. The
 * server makes the same moves (src/domain/contact-merge.ts) in one transaction and its change
 * notices bring the authoritative rows; a claim write queued before the merge and sent after it
 * is redirected by the server.
 */
export async function mergeContact(
  db: AppDatabase,
  sourceId: string,
  intoId: string,
  userId?: string,
): Promise<void> {
  if (sourceId === intoId) throw new Error(MERGE_INTO_SELF_MESSAGE);
  const [sourceDoc, keptDoc] = await Promise.all([
    db.contacts.findOne(sourceId).exec(),
    db.contacts.findOne(intoId).exec(),
  ]);
  if (!sourceDoc || !keptDoc) throw new Error(MERGE_CONTACT_MISSING);
  const source = sourceDoc.toMutableJSON() as ContactDocType;
  const kept = keptDoc.toMutableJSON() as ContactDocType;
  await queueWrite(db, {
    resourceType: 'contacts',
    resourceId: sourceId,
    operationType: 'delete',
    method: 'POST',
    endpoint: `${itemPath('/contacts', sourceId)}/merge`,
    data: { intoId },
    localPatch: { kind: 'delete' },
    metadata: { ifMatch: false, mergedInto: intoId },
    userId,
  });
  await recordContactRedirects(db, { [sourceId]: intoId });
  await applyMergeLocally(db, source, kept);
}

async function applyMergeLocally(db: AppDatabase, source: ContactDocType, kept: ContactDocType) {
  const target = { id: kept.id, name: kept.name };
  // Customers are sealed (not queryable): the claims are read in memory, as remap-temp-id does.
  for (const claim of await db.claims.find().exec()) {
    if (!claimAfterMerge(claim, source.id, target)) continue;
    await claim.incrementalModify((doc) => ({
      ...doc,
      ...(claimAfterMerge(doc, source.id, target) ?? {}),
    }));
  }
  for (const event of await db.calendar_events.find().exec()) {
    if (!event.attendees?.includes(source.id)) continue;
    await event.incrementalModify((doc) => ({
      ...doc,
      attendees: attendeesAfterMerge(doc.attendees ?? [], source.id, kept.id),
    }));
  }
  const changes = keptContactChanges(kept, source);
  if (Object.keys(changes).length) {
    const doc = await db.contacts.findOne(kept.id).exec();
    await doc?.incrementalPatch(changes);
  }
}
