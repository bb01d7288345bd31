import type { AppDatabase } from '../app-database';
import { itemPath, recordWrites } from '../sync-queue/record-writes';
import { removeDocumentFile } from './document-files';

// The library's changes to a document: queued like every entity update (offline too), sent as
// PUT / DELETE /documents/{id} with If-Match.
const documents = recordWrites('documents');
const path = (id: string) => itemPath('/documents', id);

export interface DocumentChanges {
  name?: string;
  isClientVisible?: boolean;
}

export async function changeDocument(
  db: AppDatabase,
  id: string,
  changes: DocumentChanges,
  userId?: string,
): Promise<void> {
  const fields = {
    ...changes,
    ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
  };
  await documents.merge(db, { id, endpoint: path(id), data: { document: fields }, fields }, userId);
}

/** Deletes a document; its file leaves this device at once, whatever the server answers later. */
export async function deleteDocument(db: AppDatabase, id: string, userId?: string): Promise<void> {
  const stored = await db.documents.findOne(id).exec();
  if (stored) await removeDocumentFile(stored);
  await documents.remove(db, id, path(id), userId);
}
