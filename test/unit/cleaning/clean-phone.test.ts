import { describe, expect, it } from 'vitest';
import { cleanPhone } from '../../../src/domain/cleaning/clean-phone';

describe('cleanPhone (SPEC 5 phone rule)', () => {
  it('keeps only ASCII digits', () => {
    expect(cleanPhone('+1 (555) 123-4567 ext. 8')).toBe('155512345678');
    expect(cleanPhone('555.123.4567')).toBe('5551234567');
  });

  it('gives the empty string below 7 digits, keeps exactly 7', () => {
    expect(cleanPhone('123-456')).toBe('');
    expect(cleanPhone('123-4567')).toBe('1234567');
    expect(cleanPhone('')).toBe('');
    expect(cleanPhone('phone: none')).toBe('');
  });

  it('does not count non-ASCII digits', () => {
    expect(cleanPhone('١٢٣٤٥٦٧٨')).toBe('');
    expect(cleanPhone('１２３４５６７')).toBe('');
  });
});
