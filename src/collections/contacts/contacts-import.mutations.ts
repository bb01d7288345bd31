import type { ImportItem } from '../../domain/contact-import';
import type { AppDatabase } from '../app-database';
import { queueBatchCreate } from '../sync-queue/queue-write';
import { newLocalRecord, type RecordAuthor } from '../sync-queue/record-writes';
import type { ContactDocType } from './contacts.schema';

/**
 * One batch of an import (at most IMPORT_BATCH_SIZE): the contacts show at once as not yet synced
 * (version 0) and go to `POST /contacts/batch` as one queued operation. Their ids are final
 * UUIDs chosen here, not temp- ids: nothing has to be remapped when the batch is acknowledged.
 * Returns the queued operation's id, to follow its sync.
 */
export async function importContactsBatch(
  db: AppDatabase,
  items: readonly ImportItem[],
  user: RecordAuthor,
): Promise<string> {
  const docs: ContactDocType[] = items.map(({ input }) => {
    const local = newLocalRecord(user);
    return { ...input, ...local, id: crypto.randomUUID(), createdAt: local.updatedAt };
  });
  const contacts = docs.map((doc, i) => ({
    id: doc.id,
    line: items[i]!.line,
    contact: items[i]!.input,
  }));
  const op = await queueBatchCreate(db, {
    resourceType: 'contacts',
    batchId: `import-${crypto.randomUUID()}`,
    endpoint: '/contacts/batch',
    data: { contacts },
    docs,
    userId: user.id,
  });
  return op.id;
}
