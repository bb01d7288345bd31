import type { RxCollection } from 'rxdb';
import type { AppDatabase } from '../../collections/app-database';
import { VIEWED_CLAIMS_ID } from '../../collections/claims/claim-views';
import { CONTACT_REDIRECTS_ID } from '../../collections/contacts/contact-redirects';
import { AWAITING_NOTE_ID } from '../../collections/documents/awaiting-note';
import {
  DOCUMENT_OPENS_ID,
  OFFLINE_DOCUMENTS_ID,
} from '../../collections/documents/document-offline';
import { unfinishedOperationsQuery } from '../../collections/sync-queue/sync-queue.queries';
import { mentions, replaceId } from '../../collections/sync-queue/replace-id';

type Doc = Record<string, unknown>;

// Fields that hold another record's id, per resource whose temp ids they may hold.
const REFERENCES: Record<string, { collection: string; field: string }[]> = {
  claims: ['notes', 'tasks', 'conversations', 'documents', 'calendar_events'].map((c) => ({
    collection: c,
    field: 'claimId',
  })),
  conversations: [{ collection: 'notes', field: 'conversationId' }],
  notes: [{ collection: 'notes', field: 'parentId' }],
  contacts: [{ collection: 'claims', field: 'clientId' }],
  // A photo's original is queued after its compressed copy and names it (issue 14).
  documents: [{ collection: 'documents', field: 'originalOf' }],
};

/**
 * Replaces a temp- id by the server's everywhere (DESIGN.md invariant 2): in later queued
 * operations (resource id, endpoint, payload, local patch), in records that reference it, and in
 * the device-only records that list ids (recently viewed claims, contact redirects, uploads
 * awaiting their note). Every step is idempotent, so a crash half way is repaired by the retry of
 * the create (same Idempotency-Key, same server id). The record itself is moved by the caller
 * (write-server-record.ts) and the create marked completed last.
 */
export async function remapTempId(
  db: AppDatabase,
  createOpId: string,
  tempId: string,
  serverId: string,
): Promise<void> {
  for (const op of await unfinishedOperationsQuery(db.sync_queue).exec()) {
    if (op.id === createOpId || !mentions(op.toJSON(), tempId)) continue;
    await op.incrementalModify((data) => ({
      ...data,
      resourceId: replaceId(data.resourceId, tempId, serverId),
      endpoint: replaceId(data.endpoint, tempId, serverId),
      data: replaceId(data.data, tempId, serverId),
      localPatch: replaceId(data.localPatch, tempId, serverId),
    }));
  }
}

export async function remapReferences(
  db: AppDatabase,
  resourceType: string,
  tempId: string,
  serverId: string,
): Promise<void> {
  for (const { collection, field } of REFERENCES[resourceType] ?? []) {
    const target = db.collections[collection as keyof typeof db.collections] as unknown as
      RxCollection<Doc> | undefined;
    if (!target) continue;
    const docs = await target.find({ selector: { [field]: tempId } }).exec();
    for (const doc of docs) await doc.incrementalPatch({ [field]: serverId });
  }
  if (resourceType === 'contacts') await remapCustomers(db, tempId, serverId);
  if (resourceType === 'documents') await remapNoteDocuments(db, tempId, serverId);
  for (const id of DEVICE_RECORDS_WITH_IDS) {
    const record = await db.config.findOne(id).exec();
    if (record && mentions(record.value, tempId)) {
      await record.incrementalModify((d) => ({
        ...d,
        value: replaceId(d.value, tempId, serverId),
      }));
    }
  }
}

// Device-only config records that list record ids: recently viewed claims, the documents
// uploaded for a note not queued yet, opened documents and claims pinned for offline use.
const DEVICE_RECORDS_WITH_IDS = [
  VIEWED_CLAIMS_ID,
  CONTACT_REDIRECTS_ID,
  AWAITING_NOTE_ID,
  DOCUMENT_OPENS_ID,
  OFFLINE_DOCUMENTS_ID,
];

// Customers are sealed (not queryable), so the claims naming the contact are found in memory.
async function remapCustomers(db: AppDatabase, tempId: string, serverId: string) {
  const claims = await db.claims.find().exec();
  for (const claim of claims) {
    if (!claim.customers.some((c) => c.id === tempId)) continue;
    await claim.incrementalModify((d) => ({
      ...d,
      customers: replaceId(d.customers, tempId, serverId),
    }));
  }
}

// A note's attachments are sealed too; the uploaded document (already under its server id) names
// the claim whose notes may list it.
async function remapNoteDocuments(db: AppDatabase, tempId: string, serverId: string) {
  const document = await db.documents.findOne(serverId).exec();
  const selector = document?.claimId ? { claimId: document.claimId } : {};
  const notes = await db.notes.find({ selector }).exec();
  for (const note of notes) {
    if (!note.documents.includes(tempId)) continue;
    await note.incrementalModify((d) => ({
      ...d,
      documents: replaceId(d.documents, tempId, serverId),
    }));
  }
}
