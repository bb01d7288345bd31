import type { ApiClient } from '../../api/api.types';
import type { AppDatabase, CollectionName } from '../../collections/app-database';
import { forgetEvictedClaim, readEvictedClaims } from '../../collections/claims/claim-evicted';
import { readClaimViews } from '../../collections/claims/claim-views';
import { isTempId } from '../../domain/temp-id';
import { writeServerRecord } from '../outbox/write-server-record';

type Row = Record<string, unknown>;

/**
 * Brings an evicted claim's details back when it is opened again (the list, a link, the recent
 * menu): the claim, its conversations with their notes, and its tasks, read from the server and
 * stored as a pull would (pending local changes stay on top). The checkpoint pull would not send
 * them again, as they have not changed. Returns false when the server does not answer with the
 * claim; the claim stays marked as evicted until all of it was read.
 */
export async function restoreClaim(db: AppDatabase, api: ApiClient, id: string): Promise<boolean> {
  const claim = await api.get<Row>(`/claims/${encodeURIComponent(id)}`);
  if (claim.status === 'error') return false;
  await writeServerRecord(db, 'claims', claim.data);
  const base = `/claims/${encodeURIComponent(id)}`;
  const conversations = await store(db, 'conversations', api.get<Row[]>(`${base}/conversations`));
  for (const conversation of conversations) {
    const notesPath = `/conversations/${encodeURIComponent(String(conversation.id))}/notes`;
    await store(db, 'notes', api.get<Row[]>(notesPath));
  }
  await store(db, 'tasks', api.get<Row[]>(`${base}/tasks`));
  await forgetEvictedClaim(db, id);
  return true;
}

/**
 * The claim opened last, when this device does not hold its details (evicted) or not the claim at
 * all (a link to one it never pulled), and the server may.
 */
export async function restoreLastViewedClaim(db: AppDatabase, api: ApiClient): Promise<void> {
  const views = Object.entries(await readClaimViews(db));
  const last = views.sort((a, b) => b[1].localeCompare(a[1]))[0]?.[0];
  if (!last || isTempId(last)) return;
  const held = (await db.claims.findOne(last).exec()) !== null;
  if (held && !(await readEvictedClaims(db)).includes(last)) return;
  await restoreClaim(db, api, last);
}

async function store(
  db: AppDatabase,
  collection: CollectionName,
  answer: Promise<{ status: 'ok'; data: Row[] } | { status: 'error' }>,
): Promise<Row[]> {
  const result = await answer;
  if (result.status === 'error' || !Array.isArray(result.data)) return [];
  if (!db.collections[collection]) return result.data;
  for (const row of result.data) await writeServerRecord(db, collection, row);
  return result.data;
}
