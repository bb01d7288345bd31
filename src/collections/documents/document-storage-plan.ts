import type { RxDocument } from 'rxdb';
import { documentsToStore, type StorageCandidate } from '../../domain/document-storage';
import { isTempId } from '../../domain/temp-id';
import type { AppDatabase } from '../app-database';
import { readEvictedClaims } from '../claims/claim-evicted';
import { offlineSettings } from '../claims/claim-eviction';
import { readClaimViews } from '../claims/claim-views';
import { hasStoredFile, removeDocumentFile } from './document-files';
import { markSpaceFreed, readDocumentOpens, readOfflineDocuments } from './document-offline';
import type { DocumentDocType } from './documents.schema';

type DocumentRecord = RxDocument<DocumentDocType>;

export interface DocumentStoragePlan {
  /** Files to download: they belong on the device, are not here, and the server has them. */
  store: DocumentRecord[];
  /** Stored files to remove: evicted, freed, of a claim no longer kept, or storage turned off. */
  remove: DocumentRecord[];
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * Applies the storage rule (src/domain/document-storage.ts) to what this device holds. Only the
 * documents of claims whose details are kept on the device (or of no claim) are candidates, and after a "Free
 * space" only those of pinned claims or opened (the document or its claim) or added since. A
 * pending upload (temp- id) is the only copy of its file: never removed.
 */
export async function documentStoragePlan(db: AppDatabase): Promise<DocumentStoragePlan> {
  const docs = await db.documents.find().exec();
  const settings = await offlineSettings(db);
  const [views, opens, offline, evicted] = await Promise.all([
    readClaimViews(db),
    readDocumentOpens(db),
    readOfflineDocuments(db),
    readEvictedClaims(db),
  ]);
  const claimIds = [...new Set(docs.flatMap((doc) => (doc.claimId ? [doc.claimId] : [])))];
  // Every claim is listed; those marked evicted keep their details (and files) on the server only.
  const held = db.collections.claims ? await db.claims.findByIds(claimIds).exec() : new Map();
  const detailsElsewhere = new Set(evicted);
  const pinned = new Set(offline.pinnedClaims);
  const candidates: StorageCandidate[] = [];
  for (const doc of docs) {
    const { claimId } = doc;
    const pending = isTempId(doc.id);
    const lastOpened = later(opens[doc.id] ?? '', claimId ? (views[claimId] ?? '') : '');
    const isPinned = !!claimId && pinned.has(claimId);
    const claimKept = !claimId || (held.has(claimId) && !detailsElsewhere.has(claimId));
    const notFreed = isPinned || later(lastOpened, doc.createdAt) > offline.freedAt;
    if (!pending && !(settings.storeDocuments && claimKept && notFreed)) continue;
    candidates.push({
      id: doc.id,
      size: doc.size,
      lastOpened,
      createdAt: doc.createdAt,
      pinned: isPinned,
      pending,
    });
  }
  const keep = documentsToStore(candidates, settings.maxStorageSize);
  return {
    // A pending upload's file is stored right after its record and nowhere else: never fetched.
    store: docs.filter((doc) => keep.has(doc.id) && !isTempId(doc.id) && !hasStoredFile(doc)),
    remove: docs.filter((doc) => !keep.has(doc.id) && hasStoredFile(doc)),
  };
}

/**
 * "Free space" (Settings › Offline): removes the stored copies that are uploaded and not pinned,
 * and remembers when, so the next pass does not download them again until they (or their claim)
 * are opened. Returns the bytes freed.
 */
export async function freeDocumentSpace(db: AppDatabase): Promise<number> {
  await markSpaceFreed(db, new Date().toISOString());
  const pinned = new Set((await readOfflineDocuments(db)).pinnedClaims);
  const docs = await db.documents.find().exec();
  let freed = 0;
  for (const doc of docs) {
    if (isTempId(doc.id) || !hasStoredFile(doc)) continue;
    if (doc.claimId && pinned.has(doc.claimId)) continue;
    freed += doc.size;
    await removeDocumentFile(doc);
  }
  return freed;
}
