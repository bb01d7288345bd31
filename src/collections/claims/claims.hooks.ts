import { useMemo, useSyncExternalStore } from 'react';
import { RECENT_CLAIMS_COUNT } from '../../domain/constants';
import { useAppDatabase } from '../database.context';
import { useLiveQuery } from '../live-query.hook';
import type { ClaimDocType } from './claims.schema';
import { claimsSnapshotStore, type ClaimsSnapshot } from './claims-snapshot';
import { liveRecentClaims } from './recent-claims';

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

export function useRecentClaims(): ClaimDocType[] {
  const db = useAppDatabase();
  const source = useMemo(
    () => (db ? { $: liveRecentClaims(db, RECENT_CLAIMS_COUNT) } : null),
    [db],
  );
  const { value } = useLiveQuery(source);
  return useMemo(() => value?.map((doc) => doc.toMutableJSON()) ?? NONE, [value]);
}

export function useClaim(id: string | undefined) {
  const db = useAppDatabase();
  const query = useMemo(() => (db && id ? db.claims.findOne(id) : null), [db, id]);
  const { value, loading } = useLiveQuery(query);
  const claim = useMemo(() => value?.toMutableJSON() ?? null, [value]);
  return { claim, loading };
}
