import { describe, expect, it } from 'vitest';
import { cleanUrl } from '../../../src/domain/cleaning/clean-url';

describe('cleanUrl (SPEC 5 URL rule)', () => {
  it('trims and keeps http and https URLs exactly as typed', () => {
    expect(cleanUrl('  https://Example.com/Path?q=1#top ')).toBe(
      'https://Example.com/Path?q=1#top',
    );
    expect(cleanUrl('HTTP://WWW.FOOBAR.COM/')).toBe('HTTP://WWW.FOOBAR.COM/');
    expect(cleanUrl('http://192.168.1.10:8080/x')).toBe('http://192.168.1.10:8080/x');
    expect(cleanUrl('http://[::1]/')).toBe('http://[::1]/');
  });

  it('needs an explicit http or https protocol', () => {
    for (const value of [
      'example.com',
      'www.example.com',
      '//example.com',
      'ftp://example.com',
      'mailto:a@example.com',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)//example.com',
      'data:text/html,<script>alert(1)</script>',
      'http:example.com',
      'http:///example.com',
    ]) {
      expect(cleanUrl(value), value).toBe('');
    }
  });

  it('needs a real host and a sound authority', () => {
    for (const value of [
      'http://localhost:3000/',
      'http://com/',
      'http://300.1.1.1/',
      'http://exa mple.com',
      'http://example.com/<script>',
      'http://example.com:0/',
      'http://example.com:99999/',
      'http://@example.com',
      'http://a:b:c@example.com',
      'http://[::zz]/',
      'http://example.com.',
      'http://exa_mple.com',
    ]) {
      expect(cleanUrl(value), value).toBe('');
    }
  });

  it('is idempotent', () => {
    for (const value of [' https://a.io ', 'nope', 'http://x.com/\t']) {
      expect(cleanUrl(cleanUrl(value))).toBe(cleanUrl(value));
    }
  });
});
