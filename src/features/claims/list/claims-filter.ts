import { isOverdue } from '../../../domain/claim-status';
import type { Claim } from '../../../domain/claim.schema';
import { claimFieldText } from '../claim-field-value';
import { dayOf } from '../../../shared/ui/display-format';
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

/** Computes the search text of every claim ahead of the first keystroke, a slice per task. */
export function warmSearchIndex(claims: readonly Claim[], index: SearchIndex): () => void {
  const SLICE = 500;
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const step = () => {
    const end = Math.min(next + SLICE, claims.length);
    for (; next < end; next++) index(claims[next]!);
    timer = next < claims.length ? setTimeout(step, 0) : null;
  };
  timer = setTimeout(step, 0);
  return () => {
    if (timer !== null) clearTimeout(timer);
  };
}

const searchWords = (search: string) => search.toLowerCase().split(/\s+/).filter(Boolean);

/** Whether every claim `next` lets through also passes `previous` (each old word in a new one). */
export function narrowsSearch(previous: string, next: string): boolean {
  const nextWords = searchWords(next);
  return searchWords(previous).every((word) => nextWords.some((w) => w.includes(word)));
}

function sameExceptSearch(a: ClaimsFilter, b: ClaimsFilter): boolean {
  return (
    a.assignee === b.assignee &&
    a.dateField === b.dateField &&
    a.from === b.from &&
    a.to === b.to &&
    a.overdueOnly === b.overdueOnly &&
    a.statuses.length === b.statuses.length &&
    a.statuses.every((status, i) => b.statuses[i] === status)
  );
}

/**
 * filterClaims over one list, remembering its last answer: a search that only narrows the last
 * one (the user typing on) scans the claims it let through instead of all of them. Same result,
 * same order as filtering the whole list. (Overdue depends on the clock: always a full pass.)
 */
export function incrementalClaimsFilter(
  claims: readonly Claim[],
  searchFields: readonly string[],
  lookups: ClaimLookups,
  index?: SearchIndex,
): (filter: ClaimsFilter) => Claim[] {
  let last: { filter: ClaimsFilter; result: Claim[] } | null = null;
  return (filter) => {
    const from =
      last !== null &&
      !filter.overdueOnly &&
      sameExceptSearch(last.filter, filter) &&
      narrowsSearch(last.filter.search, filter.search)
        ? last.result
        : claims;
    const result = filterClaims(from, filter, searchFields, lookups, index);
    last = { filter, result };
    return result;
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
  const words = searchWords(filter.search);
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
