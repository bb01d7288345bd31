import { describe, expect, it } from 'vitest';
import {
  dayParam,
  listParam,
  oneOfParam,
  sortParam,
  withSortParam,
} from '../../src/shared/routes/url-params';

// A hand-edited URL must never break a list screen: every reader answers null, empty or the
// default for what it does not recognise.
const DEFAULT = { field: 'name', direction: 'asc' } as const;

describe('URL param readers', () => {
  it('reads a choice only when it is one of the values', () => {
    expect(oneOfParam(['list', 'grid'], 'grid')).toBe('grid');
    expect(oneOfParam(['list', 'grid'], 'table')).toBeNull();
    expect(oneOfParam(['list', 'grid'], undefined)).toBeNull();
  });

  it('reads a day as YYYY-MM-DD only', () => {
    expect(dayParam('2026-03-02')).toBe('2026-03-02');
    expect(dayParam('2026-3-2')).toBeNull();
    expect(dayParam('')).toBeNull();
    expect(dayParam(undefined)).toBeNull();
  });

  it('reads a comma-separated list without empty entries', () => {
    expect(listParam('a,,b,')).toEqual(['a', 'b']);
    expect(listParam('')).toEqual([]);
    expect(listParam(undefined)).toEqual([]);
  });

  it('reads the sort, else the default; writes it only when it differs', () => {
    expect(sortParam('due:desc', DEFAULT)).toEqual({ field: 'due', direction: 'desc' });
    expect(sortParam('due:sideways', DEFAULT)).toBe(DEFAULT);
    expect(sortParam(undefined, DEFAULT)).toBe(DEFAULT);
    expect(withSortParam({ q: 'x' }, { field: 'name', direction: 'asc' }, DEFAULT)).toEqual({
      q: 'x',
    });
    expect(withSortParam({}, { field: 'name', direction: 'desc' }, DEFAULT)).toEqual({
      sort: 'name:desc',
    });
  });
});
