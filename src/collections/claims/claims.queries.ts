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
