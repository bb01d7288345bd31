import { useMemo } from 'react';
import { isTempId } from '../../domain/temp-id';
import { useAppDatabase } from '../database.context';
import { useLiveQuery } from '../live-query.hook';
import { createdFromTempIdQuery } from './sync-queue.queries';

/**
 * The server id a temp- record now lives under, once its create is acknowledged (in any tab), so
 * an open `/claims/temp-…` or `/clients/temp-…`
 * page can redirect; null while it is not (or not a temp id).
 */
export function useRemappedId(id: string | undefined): string | null {
  const db = useAppDatabase();
  const query = useMemo(
    () => (db && id && isTempId(id) ? createdFromTempIdQuery(db.sync_queue, id) : null),
    [db, id],
  );
  const { value } = useLiveQuery(query);
  const serverId = value?.metadata.serverId;
  return typeof serverId === 'string' ? serverId : null;
}
