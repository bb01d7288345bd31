import { isTempId } from '../../domain/temp-id';
import type { AppDatabase } from '../app-database';
import { createOfTempIdQuery } from '../sync-queue/sync-queue.queries';

/**
 * The id a document lives under now. A screen lists an upload under its temp- id until its next
 * render; once the server has acknowledged it, the record has moved to the server's id.
 */
export async function documentIdNow(db: AppDatabase, id: string): Promise<string> {
  if (!isTempId(id)) return id;
  const create = await createOfTempIdQuery(db.sync_queue, id).exec();
  const serverId = create?.metadata.serverId;
  return typeof serverId === 'string' ? serverId : id;
}
