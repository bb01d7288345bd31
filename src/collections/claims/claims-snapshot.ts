import type { RxDocument } from 'rxdb';
import { Subscription } from 'rxjs';
import type { Claim } from '../../domain/claim.schema';
import type { AppDatabase } from '../app-database';
import {
  claimsByLastUpdatedQuery,
  recentClaimsQuery,
  recentClaimsSinceQuery,
} from './claims.queries';
import type { ClaimDocType } from './claims.schema';
import { FIRST_PAGE_SIZE, readFirstPageFloor, rememberFirstPageFloor } from './first-page-floor';

/** How long the snapshot stays live after its last reader leaves (a route change and back). */
const KEEP_ALIVE_MS = 30_000;

export interface ClaimsSnapshot {
  /** Every local claim, newest change first; null until the whole read completes. */
  claims: readonly Claim[] | null;
  /**
   * Until then, the first FIRST_PAGE_SIZE of them (same order) and how many there are, from a
   * small indexed query and an index count; null once `claims` is known.
   */
  firstPage: readonly Claim[] | null;
  total: number | null;
}

const EMPTY: ClaimsSnapshot = { claims: null, firstPage: null, total: null };

type ClaimRxDocument = RxDocument<ClaimDocType>;

/**
 * One decrypted copy of every local claim, shared by every screen that reads them all (list,
 * kanban, dashboard, pickers): a screen that mounts while it is live gets the rows at once instead
 * of querying and decrypting 10,000 documents again. Live: it follows the claims query (this
 * tab's writes, other tabs', the pull). A claim whose revision did not change keeps its object, so
 * per-claim caches (search text) stay valid across updates. Memory: one shallow copy per claim;
 * released a while after the last reader leaves.
 */
export class ClaimsSnapshotStore {
  private snapshot: ClaimsSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  private readonly plain = new WeakMap<ClaimRxDocument, Claim>();
  private subscription: Subscription | null = null;
  /** The first page's and the count's queries, live only until the whole read arrives. */
  private early: Subscription | null = null;
  private releaseTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly db: AppDatabase) {}

  getSnapshot = (): ClaimsSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.releaseTimer !== null) clearTimeout(this.releaseTimer);
    this.releaseTimer = null;
    if (this.subscription === null) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.releaseTimer = setTimeout(() => this.release(), KEEP_ALIVE_MS);
      }
    };
  };

  private start() {
    const claims = this.db.claims;
    const whole = new Subscription();
    this.subscription = whole;
    // The whole read (10,000 documents decrypted on this thread) starts once the first page has
    // been handed to the screens, so it cannot hold their first rows back.
    let reading = false;
    const readWhole = () => {
      if (reading || whole.closed) return;
      reading = true;
      whole.add(
        claimsByLastUpdatedQuery(claims).$.subscribe((docs) => {
          this.stopEarly();
          const all = this.toClaims(docs);
          rememberFirstPageFloor(this.db, all);
          this.set({ claims: all, firstPage: null, total: null });
        }),
      );
    };
    const floor = readFirstPageFloor(this.db);
    const firstPage = floor
      ? recentClaimsSinceQuery(claims, floor, FIRST_PAGE_SIZE)
      : recentClaimsQuery(claims, FIRST_PAGE_SIZE);
    this.early = firstPage.$.subscribe({
      next: (docs) => {
        if (this.snapshot.claims !== null) return;
        const provenTop = floor === null || docs.length === FIRST_PAGE_SIZE;
        if (provenTop) this.set({ ...this.snapshot, firstPage: this.toClaims(docs) });
        setTimeout(readWhole, 0);
      },
      error: readWhole,
    });
    this.early.add(
      claims.count().$.subscribe((total) => {
        if (this.snapshot.claims === null) this.set({ ...this.snapshot, total });
      }),
    );
  }

  private toClaims(docs: readonly ClaimRxDocument[]): readonly Claim[] {
    const claims = docs.map((doc) => {
      let claim = this.plain.get(doc);
      if (claim === undefined) {
        // Local records have no `deleted` (RxDB keeps deletions apart): every one here is live.
        // A shallow copy: readers never change a claim, and nested values are RxDB's frozen data.
        claim = { ...(doc.toJSON() as ClaimDocType), deleted: false };
        this.plain.set(doc, claim);
      }
      return claim;
    });
    return Object.freeze(claims);
  }

  private set(snapshot: ClaimsSnapshot) {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }

  private stopEarly() {
    this.early?.unsubscribe();
    this.early = null;
  }

  private release() {
    this.releaseTimer = null;
    this.stopEarly();
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.snapshot = EMPTY;
  }
}

const stores = new WeakMap<AppDatabase, ClaimsSnapshotStore>();

/** The open database's shared claims snapshot. */
export function claimsSnapshotStore(db: AppDatabase): ClaimsSnapshotStore {
  let store = stores.get(db);
  if (!store) {
    store = new ClaimsSnapshotStore(db);
    stores.set(db, store);
  }
  return store;
}
