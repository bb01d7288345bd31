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

/** How long the snapshot stays live after its last reader leaves (a route change and back). */
const KEEP_ALIVE_MS = 30_000;

/** Enough rows to fill a tall window, read (and decrypted) before the rest. */
export const FIRST_PAGE_SIZE = 60;

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

/**
 * Where the first page started at the last whole read on this device: the lastUpdated of the
 * FIRST_PAGE_SIZE-th newest claim. A claim only gets newer, so at the next opening (a reload) at
 * least that many claims are at or after it, and the first page reads only those. When fewer are
 * (claims removed since, a clock moved back), the first page is not provably the top of the list
 * and the screens wait for the whole read instead. Kept in sessionStorage: a reload of the tab
 * finds it, the logout wipe clears it with the rest, and nothing names the user after them.
 */
const floorKey = (db: AppDatabase) => `claims-first-page-floor:${db.name}`;

function readFloor(db: AppDatabase): string | null {
  try {
    return sessionStorage.getItem(floorKey(db));
  } catch {
    return null;
  }
}

function rememberFloor(db: AppDatabase, claims: readonly Claim[]) {
  const edge = claims[FIRST_PAGE_SIZE - 1];
  try {
    if (edge) sessionStorage.setItem(floorKey(db), edge.lastUpdated);
  } catch {
    // Storage full or denied: the next first page reads every claim, as without a floor.
  }
}

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
          rememberFloor(this.db, all);
          this.set({ claims: all, firstPage: null, total: null });
        }),
      );
    };
    const floor = readFloor(this.db);
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
