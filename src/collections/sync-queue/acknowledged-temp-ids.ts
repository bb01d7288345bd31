import { TEMP_ID_PREFIX } from '../../domain/constants';
import type { AppDatabase } from '../app-database';
import { replaceId } from './replace-id';
import { createOfTempIdQuery } from './sync-queue.queries';

const TEMP_IDS = new RegExp(`${TEMP_ID_PREFIX}[0-9a-f-]{36}`, 'g');

/**
 * The temp- ids a value names whose create the server has acknowledged, with their server ids. A
 * screen can still hold a temp id for a moment after its record moved (and a write can be stored
 * just after the remap of later operations went over the queue): such a write must name the
 * server's id, or it would wait for that temp id for ever. The server's id is known from the
 * create's metadata as soon as its answer came: the create is marked completed only after the
 * record moved and the references were remapped, and a write stored in between was left waiting
 * (fault suite, about one run in twenty).
 */
export async function acknowledgedTempIds(
  db: AppDatabase,
  value: unknown,
): Promise<Map<string, string>> {
  const named = new Set(JSON.stringify(value ?? null).match(TEMP_IDS) ?? []);
  const acknowledged = new Map<string, string>();
  for (const tempId of named) {
    const create = await createOfTempIdQuery(db.sync_queue, tempId).exec();
    const serverId = create?.metadata.serverId;
    if (typeof serverId === 'string') acknowledged.set(tempId, serverId);
  }
  return acknowledged;
}

export function withServerIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  let next = value;
  for (const [tempId, serverId] of ids) next = replaceId(next, tempId, serverId);
  return next;
}
