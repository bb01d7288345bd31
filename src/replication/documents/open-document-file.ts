import type { AppDatabase } from '../../collections/app-database';
import { storedDocumentFile } from '../../collections/documents/document-files';
import { markDocumentOpened } from '../../collections/documents/document-offline';
import { downloadPath } from './document-files.sync';
import type { FileFetcher } from './file-fetcher';

/**
 * A document's file for viewing: from this device when stored (works offline), else from the
 * server; null when neither has it (offline and not stored). The open is recorded on this device:
 * the stored copies are evicted least recently opened first (document-storage-plan.ts).
 */
export async function openDocumentFile(
  db: AppDatabase,
  fetchFile: FileFetcher,
  id: string,
): Promise<Blob | null> {
  await markDocumentOpened(db, id);
  return (await storedDocumentFile(db, id)) ?? fetchFile(downloadPath(id));
}
