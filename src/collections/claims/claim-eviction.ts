import { defaultSettings } from '../../domain/settings.defaults';
import type { AppDatabase } from '../app-database';
import { settingsId } from '../config/config.schema';
import { readOfflineDocuments } from '../documents/document-offline';
import { unfinishedOperationsQuery } from '../sync-queue/sync-queue.queries';
import { readEvictedClaims, writeEvictedClaims } from './claim-evicted';
import { readClaimViews } from './claim-views';

type OfflineSettings = ReturnType<typeof defaultSettings>['offline'];
type Row = { id: string; claimId?: string | null; conversationId?: string | null };

// Local rows that belong to one claim and go with it. Tasks stay: they are the user's work list
// across claims (the task screen), and a task's own queued changes still pin its claim.
const DEPENDENTS = ['notes', 'conversations'] as const;
const PINNING = [...DEPENDENTS, 'tasks'] as const;

export async function offlineSettings(db: AppDatabase): Promise<OfflineSettings> {
  const doc = await db.config.findOne(settingsId('offline')).exec();
  return { ...defaultSettings('').offline, ...(doc?.value ?? {}) } as OfflineSettings;
}

/**
 * `claimsToStore` (SPEC 9): of how many claims this device keeps the details (conversations and
 * notes) when `forceLocalClaims` is off. Every claim the user may see stays in the list (issue 17:
 * a list of 25 out of 40 read as missing claims); only its details go.
 *
 * The rule:
 * - `forceLocalClaims` on, or `claimsToStore: 'all'`: every claim's details are kept.
 * - Otherwise the claims whose details are here are ranked by when they were last opened on this
 *   device (claim-views.ts), then, for claims never opened here, by `lastUpdated`; the first
 *   `claimsToStore` keep theirs.
 * - A claim with an unfinished queued operation (pending, in progress, failed or conflict) on it or
 *   on one of its notes, conversations or tasks is never evicted, and does not count against the
 *   limit. Nor is a claim whose documents are pinned for offline use (document-offline.ts).
 * - Evicting removes the claim's conversations with their notes (its tasks stay, for the task
 *   screen, and so does the claim record, kept current by the pull); it queues nothing, so the
 *   server keeps them. Notes outside any conversation stay: the API has no per-claim list to read
 *   them back.
 * - The evicted ids are remembered (claim-evicted.ts) until the details are read back, so rows of
 *   theirs pulled later (a note added on the server) are dropped by the next pass as well. Opening
 *   an evicted claim online reads its details back (replication/retention/restore-claim.ts), and so
 *   does turning `forceLocalClaims` on or `claimsToStore` to 'all' (refill-claims.ts).
 * Returns the ids evicted by this pass.
 */
/** forceLocalClaims on, or claimsToStore 'all': this device keeps every claim. */
export function keepsAllClaims(settings: OfflineSettings): boolean {
  return settings.forceLocalClaims || settings.claimsToStore === 'all';
}

export async function evictClaims(db: AppDatabase): Promise<string[]> {
  const settings = await offlineSettings(db);
  const limit = settings.claimsToStore;
  if (limit === 'all' || keepsAllClaims(settings) || !db.collections.claims) return [];
  const [claims, views, pinned, stored] = await Promise.all([
    db.claims.find().exec(),
    readClaimViews(db),
    pinnedClaimIds(db),
    readEvictedClaims(db),
  ]);
  const rank = (id: string, lastUpdated: string) => [views[id] ?? '', lastUpdated] as const;
  const already = new Set(stored);
  // Ranked among the claims whose details are here: a marked claim changed on the server does not
  // push out one whose details are kept (its own come back when it is opened).
  const evicted = claims
    .filter((claim) => !pinned.has(claim.id) && !already.has(claim.id))
    .map((claim) => ({ id: claim.id, key: rank(claim.id, claim.lastUpdated) }))
    .sort((a, b) => b.key[0].localeCompare(a.key[0]) || b.key[1].localeCompare(a.key[1]))
    .slice(limit)
    .map((claim) => claim.id);
  // A claim keeps its mark until its details are read back (refill-claims.ts drops the ids of
  // claims the server no longer lists).
  const gone = [...stored, ...evicted];
  if (evicted.length > 0) await writeEvictedClaims(db, gone);
  if (gone.length > 0) await removeDependents(db, gone, pinned);
  return evicted;
}

/** Claims with unfinished work on them or on a row that belongs to them, or pinned offline. */
async function pinnedClaimIds(db: AppDatabase): Promise<Set<string>> {
  const ops = await unfinishedOperationsQuery(db.sync_queue).exec();
  const ids = new Set(ops.map((op) => op.resourceId));
  const pinned = new Set([...ids, ...(await readOfflineDocuments(db)).pinnedClaims]);
  for (const name of PINNING) {
    const collection = db.collections[name];
    if (!collection) continue;
    const rows = await collection.findByIds([...ids]).exec();
    for (const row of rows.values()) {
      const claimId = (row as unknown as Row).claimId;
      if (claimId) pinned.add(claimId);
    }
  }
  return pinned;
}

async function removeDependents(db: AppDatabase, claimIds: string[], pinned: Set<string>) {
  for (const name of DEPENDENTS) {
    const collection = db.collections[name];
    if (!collection) continue;
    const rows = (await collection
      .find({ selector: { claimId: { $in: claimIds } } })
      .exec()) as unknown as Row[];
    const removable = rows
      .filter((row) => name !== 'notes' || row.conversationId)
      .map((row) => row.id)
      .filter((id) => !pinned.has(id));
    if (removable.length > 0) await collection.bulkRemove(removable);
  }
}
