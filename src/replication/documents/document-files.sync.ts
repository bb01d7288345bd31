import type { AppDatabase } from '../../collections/app-database';
import { removeDocumentFile, storeDocumentFile } from '../../collections/documents/document-files';
import { documentStoragePlan } from '../../collections/documents/document-storage-plan';
import type { FileFetcher } from './file-fetcher';

export const downloadPath = (id: string) => `/documents/${encodeURIComponent(id)}/download`;

/**
 * The offline setting `storeDocuments`: on, the files of the documents of the claims kept here
 * are downloaded into their encrypted attachments, up to `maxStorageSize` MB, and the ones the
 * storage rule no longer keeps are removed (document-storage-plan.ts); off, stored files are
 * removed. The files of uploads not yet acknowledged (temp- ids) are the only copy and always
 * stay. Removals go first, so the room they free is there for the downloads. A failed download is
 * left for the next pass. Returns how many files were stored or removed.
 */
export async function syncDocumentFiles(db: AppDatabase, fetchFile: FileFetcher): Promise<number> {
  if (!db.collections.documents) return 0;
  const plan = await documentStoragePlan(db);
  let changed = 0;
  for (const doc of plan.remove) {
    await removeDocumentFile(doc);
    changed++;
  }
  for (const doc of plan.store) {
    const file = await fetchFile(downloadPath(doc.id));
    if (!file || doc.getLatest().deleted) continue;
    await storeDocumentFile(doc, file).then(
      () => changed++,
      () => undefined,
    );
  }
  return changed;
}
