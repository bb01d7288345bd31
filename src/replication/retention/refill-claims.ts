import type { ApiClient } from '../../api/api.types';
import type { AppDatabase, CollectionName } from '../../collections/app-database';
import { readEvictedClaims, writeEvictedClaims } from '../../collections/claims/claim-evicted';
import { keepsAllClaims, offlineSettings } from '../../collections/claims/claim-eviction';
import { writeServerRecord } from '../outbox/write-server-record';

type Row = Record<string, unknown>;
const DEPENDENTS: CollectionName[] = ['conversations', 'notes', 'tasks'];

/**
 * Once the settings keep every claim again (forceLocalClaims on, or claimsToStore 'all'), the
 * claims this device evicted come back with their conversations, notes and tasks: the checkpoint
 * pull would not send them, as they did not change. One whole-list read per resource; the record
 * of evicted ids is cleared only when all of them were read, so a failure is retried next pass.
 * Returns how many claims came back.
 */
export async function refillEvictedClaims(
  db: AppDatabase,
  api: ApiClient,
  organizationId: string,
): Promise<number> {
  if (!keepsAllClaims(await offlineSettings(db))) return 0;
  const evicted = new Set(await readEvictedClaims(db));
  if (evicted.size === 0) return 0;
  const org = `/organizations/${encodeURIComponent(organizationId)}`;
  const claims = await api.get<Row[]>(`${org}/claims`);
  if (claims.status === 'error' || !Array.isArray(claims.data)) return 0;
  const back = claims.data.filter((row) => evicted.has(String(row.id)));
  for (const row of back) await writeServerRecord(db, 'claims', row);
  for (const name of DEPENDENTS) {
    if (!db.collections[name]) continue;
    const rows = await api.get<Row[]>(`${org}/${name}`);
    if (rows.status === 'error' || !Array.isArray(rows.data)) return back.length;
    for (const row of rows.data) {
      if (evicted.has(String(row.claimId))) await writeServerRecord(db, name, row);
    }
  }
  await writeEvictedClaims(db, []);
  return back.length;
}
