import type { ClaimsCollection } from './claims.collection';

export function claimsByLastUpdatedQuery(claims: ClaimsCollection) {
  return claims.find({ sort: [{ lastUpdated: 'desc' }] });
}

export function claimsByStatusQuery(claims: ClaimsCollection, status: string) {
  return claims.find({ selector: { status }, sort: [{ lastUpdated: 'desc' }] });
}

/** SPEC 2 "Recent": the most recently updated claims. */
export function recentClaimsQuery(claims: ClaimsCollection, limit: number) {
  return claims.find({ sort: [{ lastUpdated: 'desc' }], limit });
}

/**
 * The same first page, read only from the claims changed at or after `floor`. RxDB never walks an
 * index backwards for a descending sort: without a bound, the first page reads every claim on the
 * device (about 550 ms at 10,000 in Chromium, `bench/claims-list/first-page-query.ts`).
 */
export function recentClaimsSinceQuery(claims: ClaimsCollection, floor: string, limit: number) {
  return claims.find({
    selector: { lastUpdated: { $gte: floor } },
    sort: [{ lastUpdated: 'desc' }],
    limit,
  });
}
