import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAIM_COLUMNS } from '../../../src/domain/claim-columns';
import { filterClaims } from '../../../src/features/claims/list/claims-filter';
import {
  decodeClaimsQuery,
  DEFAULT_SORT,
  EMPTY_FILTER,
  encodeClaimsQuery,
  type ClaimsQuery,
} from '../../../src/features/claims/claims-query';
import { nextSort } from '../../../src/shared/ui/virtual-table/table-sort';
import { sortClaims } from '../../../src/features/claims/list/claims-sort';
import { claim, lookups, NOW } from './claim-fixtures';

const visible = DEFAULT_CLAIM_COLUMNS.filter((c) => c.visible).map((c) => c.field);
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe('claims query in the URL', () => {
  it('round-trips every filter and sort, and stays empty for the defaults', () => {
    const query: ClaimsQuery = {
      filter: {
        statuses: ['New', 'Pending Client'],
        assignee: 'u-2',
        dateField: 'dateCreated',
        from: '2026-01-01',
        to: '2026-01-31',
        overdueOnly: true,
        search: 'oak st',
      },
      sort: { field: 'estimatedValue', direction: 'asc' },
    };
    expect(decodeClaimsQuery(encodeClaimsQuery(query))).toEqual(query);
    expect(encodeClaimsQuery({ filter: EMPTY_FILTER, sort: DEFAULT_SORT })).toEqual({});
  });

  it('falls back to defaults on malformed values', () => {
    const query = decodeClaimsQuery({
      sort: 'city:sideways',
      from: '01/02/2026',
      dateField: 'x',
      overdue: 'no',
    });
    expect(query.sort).toEqual(DEFAULT_SORT);
    expect(query.filter).toEqual(EMPTY_FILTER);
  });

  it('flips the direction of the sorted column only', () => {
    expect(nextSort({ field: 'city', direction: 'asc' }, 'city')).toEqual({
      field: 'city',
      direction: 'desc',
    });
    expect(nextSort({ field: 'city', direction: 'desc' }, 'city')).toEqual({
      field: 'city',
      direction: 'asc',
    });
    expect(nextSort({ field: 'city', direction: 'desc' }, 'state')).toEqual({
      field: 'state',
      direction: 'asc',
    });
  });
});

describe('filterClaims', () => {
  const old = new Date(NOW.getTime() - 10 * 86_400_000).toISOString();
  const claims = [
    claim('1', { city: 'Austin', assignedTo: 'u-1', dateOfLoss: '2026-01-05' }),
    claim('2', {
      city: 'Denver',
      status: 'Closed',
      statusChangedAt: old,
      assignedTo: 'u-2',
      dateOfLoss: '2026-01-25',
    }),
    claim('3', {
      city: 'Tampa',
      status: 'In Progress',
      statusChangedAt: old,
      zipCode: '33602',
      dateOfLoss: '2025-12-01',
    }),
  ];
  const run = (patch: Partial<typeof EMPTY_FILTER>, fields = visible) =>
    ids(filterClaims(claims, { ...EMPTY_FILTER, ...patch }, fields, lookups));

  it('filters by status, assignee, date range and overdue (Closed has no timeout)', () => {
    expect(run({ statuses: ['Closed', 'In Progress'] })).toEqual(['2', '3']);
    expect(run({ assignee: 'u-2' })).toEqual(['2']);
    expect(run({ from: '2026-01-10', to: '2026-01-31' })).toEqual(['2']);
    expect(run({ overdueOnly: true })).toEqual(['3']);
  });

  it('searches the text the visible columns show, every word, any case', () => {
    expect(run({ search: 'priya denver' })).toEqual(['2']);
    expect(run({ search: '$1,000 tampa' })).toEqual(['3']);
    expect(run({ search: '33602' })).toEqual([]);
    expect(run({ search: '33602' }, [...visible, 'zipCode'])).toEqual(['3']);
  });
});

describe('sortClaims', () => {
  it('sorts numbers by value, names by shown text, and breaks ties by claim number', () => {
    const claims = [
      claim('b', { estimatedValue: 900, assignedTo: 'u-2' }),
      claim('a', { estimatedValue: 10_000, assignedTo: 'u-1' }),
      claim('c', { estimatedValue: null, assignedTo: 'u-1' }),
    ];
    expect(ids(sortClaims(claims, { field: 'estimatedValue', direction: 'asc' }, lookups))).toEqual(
      ['c', 'b', 'a'],
    );
    expect(
      ids(sortClaims(claims, { field: 'estimatedValue', direction: 'desc' }, lookups)),
    ).toEqual(['a', 'b', 'c']);
    expect(ids(sortClaims(claims, { field: 'assignedTo', direction: 'asc' }, lookups))).toEqual([
      'a',
      'c',
      'b',
    ]);
  });
});
