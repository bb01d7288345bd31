import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAIM_COLUMNS } from '../../src/domain/claim-columns';
import {
  columnsFromToken,
  columnsToken,
  completeColumns,
} from '../../src/features/claims/preference-columns';
import { recentClaimLabel } from '../../src/features/claims/recent/recent-claim-label';
import {
  matchingView,
  savedViewOf,
  urlPartOf,
} from '../../src/features/claims/list/saved-view-record';
import {
  DEFAULT_SORT,
  EMPTY_FILTER,
  type ClaimsQuery,
} from '../../src/features/claims/claims-query';

const customer = (name: string, isPrimary: boolean) => ({ id: name, name, isPrimary });

describe('recent claim labels (SPEC 2)', () => {
  it('uses the client name first', () => {
    const claim = { claimNumber: 'CLM-1', clientName: 'Acme', customers: [customer('Ann', true)] };
    expect(recentClaimLabel(claim)).toBe('CLM-1 - Acme');
  });

  it('falls back to the primary customer, not the first one', () => {
    const customers = [customer('Ann', false), customer('Bob', true)];
    expect(recentClaimLabel({ claimNumber: 'CLM-2', clientName: ' ', customers })).toBe(
      'CLM-2 - Bob',
    );
  });

  it('says Unknown when there is no name at all', () => {
    expect(recentClaimLabel({ claimNumber: 'CLM-3', clientName: '', customers: [] })).toBe(
      'CLM-3 - Unknown',
    );
  });

  it('names a claim not yet numbered by the server as the claim header does', () => {
    expect(recentClaimLabel({ claimNumber: '', clientName: 'Acme', customers: [] })).toBe(
      'New claim - Acme',
    );
  });
});

describe('stored column preferences', () => {
  it('keeps the stored order and visibility and appends fields the stored list lacks', () => {
    const stored = [
      { id: 'status', field: 'status', header: 'Old header', visible: true },
      { id: 'city', field: 'city', header: 'City', visible: false },
      { id: 'x', field: 'notAField', header: 'X', visible: true },
      { id: 'status2', field: 'status', header: 'Dup', visible: false },
    ];
    const columns = completeColumns(stored);
    expect(columns.map((c) => c.field).slice(0, 2)).toEqual(['status', 'city']);
    expect(columns[0]).toMatchObject({ header: 'Status', visible: true });
    expect(columns[1]?.visible).toBe(false);
    expect(columns).toHaveLength(DEFAULT_CLAIM_COLUMNS.length);
    expect(new Set(columns.map((c) => c.field)).size).toBe(DEFAULT_CLAIM_COLUMNS.length);
  });

  it('round-trips a saved view column token and ignores an empty one', () => {
    const current = completeColumns(undefined);
    const token = 'city,claimNumber';
    const applied = columnsFromToken(token, current);
    expect(columnsToken(applied)).toBe(token);
    expect(applied).toHaveLength(DEFAULT_CLAIM_COLUMNS.length);
    expect(columnsFromToken('', current)).toEqual(current);
    expect(columnsFromToken('nope', current)).toEqual(current);
  });
});

describe('saved views', () => {
  const query: ClaimsQuery = {
    filter: { ...EMPTY_FILTER, statuses: ['New'], search: 'oak' },
    sort: { field: 'claimNumber', direction: 'desc' },
  };
  const columns = completeColumns(undefined);

  it('stores filter, sort and columns, and recognises the screen that shows it', () => {
    const view = savedViewOf('Mine', 'list', query, columns);
    expect(urlPartOf(view)).toEqual({ status: 'New', q: 'oak', sort: 'claimNumber:desc' });
    expect(matchingView([view], query, columns)?.id).toBe(view.id);
  });

  it('does not match when the sort or the columns differ', () => {
    const view = savedViewOf('Mine', 'list', query, columns);
    expect(matchingView([view], { ...query, sort: DEFAULT_SORT }, columns)).toBeUndefined();
    const fewer = columnsFromToken('claimNumber', columns);
    expect(matchingView([view], query, fewer)).toBeUndefined();
  });
});
