import type { RxCollection } from 'rxdb';
import type { ApiClient } from '../../api/api.types';
import type { AppDatabase, CollectionName } from '../../collections/app-database';
import { restoreClaim } from '../retention/restore-claim';
import { keptOnDevice } from './device-own';
import type { PendingPatches } from './pending-patches';
import type { PulledDoc } from './pull-handlers';

/** The records of a claim that leave the device with it (each carries `claimId`). */
const CLAIM_CHILDREN: CollectionName[] = ['conversations', 'notes', 'tasks', 'documents'];

export interface ClaimAccess {
  /** Every claim the live pull brings, before it is stored. */
  pulled(doc: PulledDoc): Promise<void>;
  /** Every claim the live pull stored. */
  stored(doc: Record<string, unknown>): void;
  /** The server says the user's access to this claim changed (a `claim_access` notice). */
  recheck(claimId: string): Promise<void>;
  /**
   * Every claim the device holds, read again: a claim taken off the user while this device was
   * offline or closed missed its notice, and no pull would ever remove it.
   */
  recheckHeld(): Promise<void>;
}

/**
 * Issue 15, a claim's assignment: for a user who sees only the claims assigned to them, a claim
 * given to them arrives through the checkpoint pull (it changed), but its conversations, notes
 * and tasks did not change after the checkpoint and would never come; a claim taken off them
 * changes out of their sight, so nothing would remove it. A claim the live pull brings that the
 * device did not hold and that is older than this pull (version above 1) is therefore restored
 * with its children once stored (`restoreClaim`, as an evicted claim is). The former assignee's
 * stream carries a `claim_access` notice (server/routes/api/claims/claim.service.ts); the claim
 * is then read again, and when the server no longer shows it (403/404) it leaves the device
 * with its records, except those `keptOnDevice` (queued changes, temp ids, version 0). A user who
 * sees only some claims has every held claim read again after each check of their permissions
 * (start, reconnection), for the notices a device offline or closed never received.
 * Nothing is restored while not `live` (a device's first pull brings every claim and its records
 * anyway).
 * Work runs one claim at a time.
 */
export function watchClaimAccess(
  db: AppDatabase,
  api: ApiClient,
  pending: PendingPatches,
  live: () => boolean,
): ClaimAccess {
  const arriving = new Set<string>();
  let chain: Promise<unknown> = Promise.resolve();
  const run = (work: () => Promise<unknown>) => {
    chain = chain.then(work).catch(() => undefined);
    return chain.then(() => undefined);
  };

  async function forget(claimId: string) {
    for (const name of CLAIM_CHILDREN) {
      const collection = db.collections[name] as unknown as RxCollection | undefined;
      if (!collection) continue;
      const docs = await collection.find({ selector: { claimId } }).exec();
      await removeUnlessKept(collection, docs, pending);
    }
    const claim = await db.claims.findOne(claimId).exec();
    if (claim) await removeUnlessKept(db.claims as unknown as RxCollection, [claim], pending);
  }

  return {
    async pulled(doc) {
      if (!live() || doc._deleted || Number(doc.version) <= 1) return;
      if (!(await db.claims.findOne(doc.id).exec())) arriving.add(doc.id);
    },
    stored(doc) {
      const id = String(doc.id);
      if (!arriving.delete(id)) return;
      void run(() => restoreClaim(db, api, id));
    },
    recheck,
    async recheckHeld() {
      if (db.closed) return;
      const held = await db.claims.find().exec();
      await Promise.all(
        held
          .filter((claim) => !keptOnDevice({ id: claim.id, version: claim.version }, pending))
          .map((claim) => recheck(claim.id)),
      );
    },
  };

  function recheck(claimId: string) {
    return run(async () => {
      if (db.closed || !(await db.claims.findOne(claimId).exec())) return;
      const answer = await api.get(`/claims/${encodeURIComponent(claimId)}`);
      if (answer.status === 'error' && (answer.code === 403 || answer.code === 404))
        await forget(claimId);
    });
  }
}

async function removeUnlessKept(
  collection: RxCollection,
  docs: { primary: string; get(field: string): unknown }[],
  pending: PendingPatches,
) {
  const gone = docs
    .filter((doc) => !keptOnDevice({ id: doc.primary, version: doc.get('version') }, pending))
    .map((doc) => doc.primary);
  if (gone.length > 0) await collection.bulkRemove(gone);
}
