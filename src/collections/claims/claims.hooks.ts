import { useMemo } from 'react';
import { RECENT_CLAIMS_COUNT } from '../../domain/constants';
import type { AppDatabase } from '../app-database';
import { useAppDatabase } from '../database.context';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { useLiveQuery } from '../live-query.hook';
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
