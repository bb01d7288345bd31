import { useMemo } from 'react';
import { useRecentClaims } from '../../../collections/claims/claims.hooks';
import type { RecentClaimItem } from '../../../shared/routes/context-action.types';
import { recentClaimLabel } from './recent-claim-label';
import { routePath } from '../../../shared/routes/route-table';

/** The 5 most recently updated claims, live, as the context bar's Recent popup lists them. */
export function useRecentClaimItems(): RecentClaimItem[] {
  const claims = useRecentClaims();
  return useMemo(
    () =>
      claims.map((claim) => ({
        id: claim.id,
        label: recentClaimLabel(claim),
        to: routePath('claimDetails', { id: claim.id }),
      })),
    [claims],
  );
}
