import { describe, expect, it } from 'vitest';
import { byteRangeOf } from '../../../server/http/byte-range';

// The edges of RFC 9110's single byte range that the download tests do not reach.
describe('byteRangeOf', () => {
  it('reads one range, clamped to the file', () => {
    expect(byteRangeOf('bytes=0-0', 10)).toEqual({ kind: 'part', range: { start: 0, end: 0 } });
    expect(byteRangeOf('bytes= 2 - 4', 10)).toEqual({ kind: 'part', range: { start: 2, end: 4 } });
    expect(byteRangeOf('bytes=-20', 10)).toEqual({ kind: 'part', range: { start: 0, end: 9 } });
    expect(byteRangeOf('bytes=9-', 10)).toEqual({ kind: 'part', range: { start: 9, end: 9 } });
  });

  it('finds nothing to send past the end, in an empty file or for an empty suffix', () => {
    expect(byteRangeOf('bytes=10-20', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRangeOf('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRangeOf('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRangeOf('bytes=-0', 10)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not serve: no header, several ranges, bad syntax', () => {
    for (const header of [undefined, '', 'bytes=-', 'bytes=a-b', 'bytes=1-2,4-5', 'bytes=5-1']) {
      expect(byteRangeOf(header, 10), String(header)).toEqual({ kind: 'whole' });
    }
  });
});
