import { isTempId } from '../../domain/temp-id';
import { useMemo } from 'react';
import { RECENT_CLAIMS_COUNT } from '../../domain/constants';
import type { AppDatabase } from '../app-database';
import { useAppDatabase } from '../database.context';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { useLiveQuery } from '../live-query.hook';
import { createdFromTempIdQuery } from '../sync-queue/sync-queue.queries';
import { claimsByLastUpdatedQuery, recentClaimsQuery } from './claims.queries';
import type { ClaimDocType } from './claims.schema';

const allClaims = (db: AppDatabase) => claimsByLastUpdatedQuery(db.claims);
const recentClaims = (db: AppDatabase) => recentClaimsQuery(db.claims, RECENT_CLAIMS_COUNT);

export function useClaims() {
  const { docs, loading } = useLiveDocs<ClaimDocType>(useDbQuery(allClaims));
  return { claims: docs, loading };
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

/**
 * The server id a temp- claim now lives under, once its create is acknowledged (in any tab), so
 * an open `/claims/temp-…` page can redirect; null while it is not (or not a temp id).
 */
export function useRemappedId(id: string | undefined): string | null {
  const db = useAppDatabase();
  const query = useMemo(
    () => (db && id && isTempId(id) ? createdFromTempIdQuery(db.sync_queue, id) : null),
    [db, id],
  );
  const { value } = useLiveQuery(query);
  const serverId = value?.metadata.serverId;
  return typeof serverId === 'string' ? serverId : null;
}
