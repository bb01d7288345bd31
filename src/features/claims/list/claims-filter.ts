import { isOverdue } from '../../../domain/claim-status';
import type { Claim } from '../../../domain/claim.schema';
import { claimFieldText } from '../claim-field-value';
import { dayOf } from '../claim-format';
import type { ClaimLookups } from '../claim-lookups';
import type { ClaimsFilter } from '../claims-query';

function inDateRange(claim: Claim, filter: ClaimsFilter): boolean {
  if (!filter.from && !filter.to) return true;
  const day = dayOf(claim[filter.dateField]);
  if (!day) return false;
  return (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to);
}

/** The lowercase text a claim shows in the given fields: what free-text search looks in. */
export function searchText(claim: Claim, fields: readonly string[], lookups: ClaimLookups): string {
  return fields
    .map((field) => claimFieldText(claim, field, lookups))
    .join(' ')
    .toLowerCase();
}

export type SearchIndex = (claim: Claim) => string;

/** Computes each claim's search text once, on first search, so later keystrokes only scan strings. */
export function createSearchIndex(fields: readonly string[], lookups: ClaimLookups): SearchIndex {
  const texts = new WeakMap<Claim, string>();
  return (claim) => {
    let text = texts.get(claim);
    if (text === undefined) {
      text = searchText(claim, fields, lookups);
      texts.set(claim, text);
    }
    return text;
  };
}

/**
 * Applies the filter bar. Free text matches, case-insensitively, the text the visible fields show
 * (so "$12,500" and "Jordan" find what the user sees), every word somewhere in the row.
 */
export function filterClaims(
  claims: readonly Claim[],
  filter: ClaimsFilter,
  searchFields: readonly string[],
  lookups: ClaimLookups,
  index: SearchIndex = (claim) => searchText(claim, searchFields, lookups),
): Claim[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  const statuses = new Set(filter.statuses);
  const now = lookups.now ?? new Date();
  return claims.filter((claim) => {
    if (statuses.size && !statuses.has(claim.status)) return false;
    if (filter.assignee && claim.assignedTo !== filter.assignee) return false;
    if (!inDateRange(claim, filter)) return false;
    if (filter.overdueOnly && !isOverdue(lookups.statuses, claim, now)) return false;
    if (!words.length) return true;
    const haystack = index(claim);
    return words.every((word) => haystack.includes(word));
  });
}
