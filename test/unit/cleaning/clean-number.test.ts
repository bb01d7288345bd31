import { describe, expect, it } from 'vitest';
import { cleanNumber, formatCleanNumber } from '../../../src/domain/cleaning/clean-number';

describe('cleanNumber (SPEC 5 number rule)', () => {
  it('strips everything but digits, dot and minus, then parses', () => {
    expect(cleanNumber('$1,234.50')).toBe(1234.5);
    expect(cleanNumber('-42 USD')).toBe(-42);
    expect(cleanNumber('12-3')).toBe(12);
    expect(cleanNumber('1.2.3')).toBe(1.2);
  });

  it('gives 0 for empty, unparsable or non-finite input', () => {
    expect(cleanNumber('')).toBe(0);
    expect(cleanNumber('abc')).toBe(0);
    expect(cleanNumber('-')).toBe(0);
    expect(cleanNumber('.')).toBe(0);
    expect(cleanNumber('9'.repeat(400))).toBe(0);
    expect(cleanNumber(Number.NaN)).toBe(0);
    expect(Object.is(cleanNumber('-0'), 0)).toBe(true);
  });

  it('is idempotent, exponent-sized numbers included', () => {
    expect(cleanNumber(cleanNumber('1' + '0'.repeat(21)))).toBe(1e21);
    expect(cleanNumber(formatCleanNumber(cleanNumber('1' + '0'.repeat(21))))).toBe(1e21);
    expect(formatCleanNumber(0.0000001)).toBe('0.0000001');
  });
});
