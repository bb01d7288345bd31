import { useMemo, useSyncExternalStore } from 'react';
import { RECENT_CLAIMS_COUNT } from '../../domain/constants';
import type { AppDatabase } from '../app-database';
import { useAppDatabase } from '../database.context';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { useLiveQuery } from '../live-query.hook';
import { recentClaimsQuery } from './claims.queries';
import type { ClaimDocType } from './claims.schema';
import { claimsSnapshotStore, type ClaimsSnapshot } from './claims-snapshot';

const recentClaims = (db: AppDatabase) => recentClaimsQuery(db.claims, RECENT_CLAIMS_COUNT);

const NO_DATABASE: ClaimsSnapshot = { claims: null, firstPage: null, total: null };
const noSubscription = () => () => undefined;
const noSnapshot = () => NO_DATABASE;

/**
 * Every local claim, newest change first, live, from the snapshot the screens share (see
 * ClaimsSnapshotStore), with its first page and count while the whole read is under way.
 */
export function useClaimsSnapshot(): ClaimsSnapshot {
  const db = useAppDatabase();
  const store = useMemo(() => (db ? claimsSnapshotStore(db) : null), [db]);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? noSnapshot);
}

const NONE: ClaimDocType[] = [];

/** Every local claim, newest change first, live. Shared objects: read them, never change them. */
export function useClaims(): { claims: ClaimDocType[]; loading: boolean } {
  const open = useAppDatabase() !== null;
  const { claims } = useClaimsSnapshot();
  // The snapshot's array is frozen; the type stays mutable for the screens that take it as is.
  return { claims: (claims as ClaimDocType[] | null) ?? NONE, loading: open && claims === null };
}

export function useRecentClaims() {
  return useLiveDocs<ClaimDocType>(useDbQuery(recentClaims)).docs;
}

export function useClaim(id: string | undefined) {
  const db = useAppDatabase();
  const query = useMemo(() => (db && id ? db.claims.findOne(id) : null), [db, id]);
  const { value, loading } = useLiveQuery(query);
  const claim = useMemo(() => value?.toMutableJSON() ?? null, [value]);
  return { claim, loading };
}
