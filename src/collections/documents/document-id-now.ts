import { isTempId } from '../../domain/temp-id';
import type { AppDatabase } from '../app-database';

/**
 * The id a document lives under now. A screen lists an upload under its temp- id until its next
 * render; once the server has acknowledged it, the record has moved to the server's id (the
 * create's answer names it before the record moves, completeOperation).
 */
export async function documentIdNow(db: AppDatabase, id: string): Promise<string> {
  if (!isTempId(id)) return id;
  const create = await db.sync_queue
    .findOne({ selector: { resourceId: id, operationType: 'create' } })
    .exec();
  const serverId = create?.metadata.serverId;
  return typeof serverId === 'string' ? serverId : id;
}
