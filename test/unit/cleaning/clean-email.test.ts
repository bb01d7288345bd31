import { describe, expect, it } from 'vitest';
import { cleanEmail } from '../../../src/domain/cleaning/clean-email';

describe('cleanEmail (SPEC 5 email rule)', () => {
  it('trims and lowercases a valid address', () => {
    expect(cleanEmail('  Jane.Doe+Claims@Example.COM \n')).toBe('jane.doe+claims@example.com');
    expect(cleanEmail("o'brien@example.ie")).toBe("o'brien@example.ie");
  });

  it('returns the empty string for anything that is not an address', () => {
    for (const value of [
      '',
      'plain',
      'a@b',
      'a@localhost',
      '@example.com',
      'a@example.com.',
      'a..b@example.com',
      '.a@example.com',
      'a b@example.com',
      'a@exa mple.com',
      'a@-example.com',
      'a@example.c',
      'a@192.168.0.1',
      '"quoted"@example.com',
      'Jane <jane@example.com>',
      '<script>@example.com',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(250)}.com`,
    ]) {
      expect(cleanEmail(value), value).toBe('');
    }
  });

  it('is idempotent', () => {
    for (const value of [' A@B.CO ', 'x', 'İ@example.com']) {
      expect(cleanEmail(cleanEmail(value))).toBe(cleanEmail(value));
    }
  });
});
