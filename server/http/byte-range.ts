import type { ByteRange } from '../storage/file-storage';

export type RangeAnswer =
  { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14). One range only: a header
 * the server does not understand, several ranges or an invalid one is ignored and the whole file
 * is sent, as the RFC allows; a valid range that starts past the end is unsatisfiable (416).
 */
export function byteRangeOf(header: string | undefined, size: number): RangeAnswer {
  const match = header === undefined ? null : SINGLE.exec(header.replace(/\s/g, ''));
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '') {
    // A suffix: the last N bytes.
    if (last === '') return { kind: 'whole' };
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'part', range: { start, end } };
}
