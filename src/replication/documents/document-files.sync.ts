import type { AppDatabase } from '../../collections/app-database';
import { offlineSettings } from '../../collections/claims/claim-eviction';
import {
  hasStoredFile,
  removeDocumentFile,
  storeDocumentFile,
} from '../../collections/documents/document-files';
import { isTempId } from '../../domain/temp-id';
import type { FileFetcher } from './file-fetcher';

export const downloadPath = (id: string) => `/documents/${encodeURIComponent(id)}/download`;

/**
 * The offline setting `storeDocuments`: on, every document whose metadata is here gets its file
 * downloaded into its encrypted attachment; off, stored files are removed. The files of uploads
 * not yet acknowledged (temp- ids) are the only copy and always stay. A failed download is left
 * for the next pass. Returns how many files were stored or removed.
 */
export async function syncDocumentFiles(db: AppDatabase, fetchFile: FileFetcher): Promise<number> {
  if (!db.collections.documents) return 0;
  const { storeDocuments } = await offlineSettings(db);
  const docs = await db.documents.find().exec();
  let changed = 0;
  for (const doc of docs) {
    if (isTempId(doc.id) || hasStoredFile(doc) === storeDocuments) continue;
    if (!storeDocuments) {
      await removeDocumentFile(doc);
      changed++;
      continue;
    }
    const file = await fetchFile(downloadPath(doc.id));
    if (!file || doc.getLatest().deleted) continue;
    await storeDocumentFile(doc, file).then(
      () => changed++,
      () => undefined,
    );
  }
  return changed;
}
