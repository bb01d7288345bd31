import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAIM_COLUMNS } from '../../../src/domain/claim-columns';
import type { Claim } from '../../../src/domain/claim.schema';
import {
  createSearchIndex,
  filterClaims,
  incrementalClaimsFilter,
  narrowsSearch,
} from '../../../src/features/claims/list/claims-filter';
import { EMPTY_FILTER, type ClaimsFilter } from '../../../src/features/claims/claims-query';
import { sortClaims } from '../../../src/features/claims/list/claims-sort';
import { claim, lookups } from './claim-fixtures';

// Issue 17: typing on narrows the last result instead of scanning every claim, and claims already
// in order are not sorted again; both must answer exactly what the plain full pass answers.
const fields = DEFAULT_CLAIM_COLUMNS.filter((c) => c.visible).map((c) => c.field);
const ids = (list: readonly Claim[]) => list.map((c) => c.id);

const CITIES = ['Austin', 'Denver', 'Tampa', 'Boston', 'Dallas', 'Tacoma'];
const NAMES = ['Ada Quill', 'Ben Zorn', 'Cy Jax', 'Dee Kwan', 'Eve Voss'];
const STATUSES = ['New', 'In Progress', 'Closed'];

/** 300 claims with varied text, in a fixed pseudo-random spread. */
function manyClaims(): Claim[] {
  return Array.from({ length: 300 }, (_, i) =>
    claim(String(i).padStart(3, '0'), {
      city: CITIES[(i * 7) % CITIES.length]!,
      customers: [{ id: `p-${i}`, name: NAMES[(i * 3) % NAMES.length]!, isPrimary: true }],
      status: STATUSES[i % STATUSES.length]!,
      assignedTo: i % 4 === 0 ? 'u-2' : 'u-1',
      estimatedValue: (i * 37) % 5000,
      lastUpdated: new Date(Date.UTC(2026, 1, 1) + ((i * 7919) % 300) * 3_600_000).toISOString(),
    }),
  );
}

describe('incrementalClaimsFilter', () => {
  it('answers every step of typing, deleting and refiltering as a full pass does', () => {
    const claims = manyClaims();
    const index = createSearchIndex(fields, lookups);
    const filter = incrementalClaimsFilter(claims, fields, lookups, index);
    const steps: Partial<ClaimsFilter>[] = [
      { search: 'a' },
      { search: 'au' },
      { search: 'aus' },
      { search: 'aus q' },
      { search: 'aus qu' },
      { search: 'aus' },
      { search: 'ta' },
      { search: 'ta', statuses: ['New'] },
      { search: 'tac', statuses: ['New'] },
      { search: 'tac', statuses: ['New', 'Closed'] },
      { search: 'tac', assignee: 'u-2' },
      { search: 'tacoma  ben', assignee: 'u-2' },
      { search: 'ben tacoma', assignee: 'u-2' },
      { search: '' },
      { search: 'zzz' },
      { search: 'zzzz' },
      { search: 'z' },
    ];
    for (const step of steps) {
      const next = { ...EMPTY_FILTER, ...step };
      expect(ids(filter(next)), JSON.stringify(step)).toEqual(
        ids(filterClaims(claims, next, fields, lookups)),
      );
    }
  });

  it('scans only the last result while the search narrows', () => {
    const claims = manyClaims();
    const cached = createSearchIndex(fields, lookups);
    let scanned = 0;
    const filter = incrementalClaimsFilter(claims, fields, lookups, (c) => (scanned++, cached(c)));
    const first = filter({ ...EMPTY_FILTER, search: 'ta' });
    expect(scanned).toBe(claims.length);
    scanned = 0;
    filter({ ...EMPTY_FILTER, search: 'tam' });
    expect(scanned).toBe(first.length);
    scanned = 0;
    filter({ ...EMPTY_FILTER, search: 'ta' });
    expect(scanned).toBe(claims.length);
  });

  it('narrows only when every earlier word is inside a new one', () => {
    expect(narrowsSearch('', 'anything')).toBe(true);
    expect(narrowsSearch('au', 'aus')).toBe(true);
    expect(narrowsSearch('aus', 'austin tx')).toBe(true);
    expect(narrowsSearch('tx aus', 'austin')).toBe(false);
    expect(narrowsSearch('aus', 'au')).toBe(false);
    expect(narrowsSearch('Aus', 'bAUSt')).toBe(true);
  });
});

describe('sortClaims on claims already in order', () => {
  it('gives the order of sorting them from any order, ties by claim number', () => {
    const claims = manyClaims();
    const shuffled = [...claims].reverse();
    for (const sort of [
      { field: 'lastUpdated', direction: 'desc' },
      { field: 'lastUpdated', direction: 'asc' },
      { field: 'estimatedValue', direction: 'desc' },
      { field: 'city', direction: 'asc' },
    ] as const) {
      const expected = ids(sortClaims(shuffled, sort, lookups));
      const sorted = sortClaims(claims, sort, lookups);
      expect(ids(sorted)).toEqual(expected);
      // In order already: the second pass only checks, and answers the same.
      expect(ids(sortClaims(sorted, sort, lookups))).toEqual(expected);
    }
  });

  it('orders ISO timestamps by instant', () => {
    const claims = [
      claim('a', { lastUpdated: '2026-02-02T10:00:00.000Z' }),
      claim('b', { lastUpdated: '2026-02-10T09:00:00.000Z' }),
      claim('c', { lastUpdated: '2026-02-02T10:00:00.000Z' }),
      claim('d', { lastUpdated: '2025-12-31T23:59:59.999Z' }),
    ];
    expect(ids(sortClaims(claims, { field: 'lastUpdated', direction: 'desc' }, lookups))).toEqual([
      'b',
      'a',
      'c',
      'd',
    ]);
  });
});
