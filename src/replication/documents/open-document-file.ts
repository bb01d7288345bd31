import type { AppDatabase } from '../../collections/app-database';
import { storedOrDownloaded } from '../../collections/documents/document-files';
import { documentIdNow } from '../../collections/documents/document-id-now';
import { markDocumentOpened } from '../../collections/documents/document-offline';
import { downloadPath } from './document-files.sync';
import type { FileFetcher } from './file-fetcher';

/**
 * A document's file for viewing: from this device when stored (works offline), else from the
 * server; null when neither has it (offline and not stored). The open is recorded on this device:
 * the stored copies are evicted least recently opened first (document-storage-plan.ts). An upload
 * opened by its temp- id after the server acknowledged it is opened under the server's id.
 */
export async function openDocumentFile(
  db: AppDatabase,
  fetchFile: FileFetcher,
  id: string,
): Promise<Blob | null> {
  const now = await documentIdNow(db, id);
  await markDocumentOpened(db, now);
  return storedOrDownloaded(db, now, (serverId) => fetchFile(downloadPath(serverId)));
}
