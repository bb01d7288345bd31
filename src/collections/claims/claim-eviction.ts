import { defaultSettings } from '../../domain/settings.defaults';
import type { AppDatabase } from '../app-database';
import { settingsId } from '../config/config.schema';
import { readOfflineDocuments } from '../documents/document-offline';
import { unfinishedOperationsQuery } from '../sync-queue/sync-queue.queries';
import { readEvictedRecord, writeEvictedClaims } from './claim-evicted';
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
  const [{ ids: stored, listed }, pinned, count] = await Promise.all([
    readEvictedRecord(db),
    pinnedClaimIds(db),
    db.claims.count().exec(),
  ]);
  // Every pass after a pull comes here: while the claims without a mark fit the limit, nothing is
  // ranked, and the claims (10,000 of them, decrypted) are not read. A mark of a claim no longer
  // here (deleted, out of reach) can make that count short: pruned whenever the claims are read.
  let evicted: string[] = [];
  let marked = stored;
  if (count - stored.length > limit) {
    const ranked = await rankBeyond(db, limit, stored, pinned);
    evicted = ranked.beyond;
    // Not in a record from a device that removed its evicted claims: refill-claims.ts reads
    // those back first.
    if (listed) marked = stored.filter((id) => ranked.here.has(id));
  }
  const gone = [...marked, ...evicted];
  if (evicted.length > 0 || marked.length !== stored.length) await writeEvictedClaims(db, gone);
  if (gone.length > 0) await removeDependents(db, gone, pinned);
  return evicted;
}

/**
 * The claims whose details are here, ranked (opened last first, then updated last): those beyond
 * the limit, and the ids of every claim held. A marked claim changed on the server does not push
 * out one whose details are kept (its own come back when it is opened).
 */
async function rankBeyond(
  db: AppDatabase,
  limit: number,
  stored: string[],
  pinned: Set<string>,
): Promise<{ beyond: string[]; here: Set<string> }> {
  const [claims, views] = await Promise.all([db.claims.find().exec(), readClaimViews(db)]);
  const rank = (id: string, lastUpdated: string) => [views[id] ?? '', lastUpdated] as const;
  const already = new Set(stored);
  const beyond = claims
    .filter((claim) => !pinned.has(claim.id) && !already.has(claim.id))
    .map((claim) => ({ id: claim.id, key: rank(claim.id, claim.lastUpdated) }))
    .sort((a, b) => b.key[0].localeCompare(a.key[0]) || b.key[1].localeCompare(a.key[1]))
    .slice(limit)
    .map((claim) => claim.id);
  return { beyond, here: new Set(claims.map((claim) => claim.id)) };
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
  // The rows of marked claims were removed before: what is here is the kept claims' rows and any
  // pulled since, so reading them all and testing each against a set is cheaper than a query
  // naming thousands of ids.
  const marked = new Set(claimIds);
  for (const name of DEPENDENTS) {
    const collection = db.collections[name];
    if (!collection) continue;
    const rows = (await collection.find().exec()) as unknown as Row[];
    const removable = rows
      .filter((row) => row.claimId && marked.has(row.claimId))
      .filter((row) => name !== 'notes' || row.conversationId)
      .map((row) => row.id)
      .filter((id) => !pinned.has(id));
    if (removable.length > 0) await collection.bulkRemove(removable);
  }
}
