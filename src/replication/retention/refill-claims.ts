import type { ApiClient } from '../../api/api.types';
import type { AppDatabase, CollectionName } from '../../collections/app-database';
import { readEvictedRecord, writeEvictedClaims } from '../../collections/claims/claim-evicted';
import { keepsAllClaims, offlineSettings } from '../../collections/claims/claim-eviction';
import { writeServerRecord } from '../outbox/write-server-record';

type Row = Record<string, unknown>;
const DEPENDENTS: CollectionName[] = ['conversations', 'notes', 'tasks'];

/**
 * The claims this device marked as evicted, read back as far as the settings and the device ask:
 * - Once per device, a marked claim the device does not hold at all (a device from before every
 *   claim stayed listed removed them) is read back from the organization's list; an id the
 *   server no longer lists (deleted, or out of the user's reach) loses its mark.
 * - Once the settings keep every claim again (forceLocalClaims on, or claimsToStore 'all'), the
 *   details of the marked claims come back: their conversations, notes and tasks. The checkpoint
 *   pull would not send them, as they did not change. One whole-list read per resource; the marks
 *   are cleared only when all of them were read, so a failure is retried next pass.
 * Returns how many claims' details came back.
 */
export async function refillEvictedClaims(
  db: AppDatabase,
  api: ApiClient,
  organizationId: string,
): Promise<number> {
  const org = `/organizations/${encodeURIComponent(organizationId)}`;
  const { ids: stored, listed } = await readEvictedRecord(db);
  if (stored.length === 0) return 0;
  let marked = stored;
  // Once per device: the records a device from before every claim stayed listed removed.
  if (!listed) {
    const held = await db.claims.findByIds(stored).exec();
    const missing = stored.filter((id) => !held.has(id));
    const claims = await api.get<Row[]>(`${org}/claims`);
    if (claims.status === 'error' || !Array.isArray(claims.data)) return 0;
    const listed = new Map(claims.data.map((row) => [String(row.id), row]));
    for (const id of missing) {
      const row = listed.get(id);
      if (row) await writeServerRecord(db, 'claims', row);
    }
    marked = stored.filter((id) => held.has(id) || listed.has(id));
    await writeEvictedClaims(db, marked);
  }
  if (marked.length === 0 || !keepsAllClaims(await offlineSettings(db))) return 0;
  const evicted = new Set(marked);
  for (const name of DEPENDENTS) {
    if (!db.collections[name]) continue;
    const rows = await api.get<Row[]>(`${org}/${name}`);
    if (rows.status === 'error' || !Array.isArray(rows.data)) return 0;
    for (const row of rows.data) {
      if (evicted.has(String(row.claimId))) await writeServerRecord(db, name, row);
    }
  }
  await writeEvictedClaims(db, []);
  return evicted.size;
}
