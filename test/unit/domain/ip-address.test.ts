import { describe, expect, it } from 'vitest';
import { ipAllowed, isIpRange, networkRefusedMessage } from '../../../src/domain/ip-address';
import { securitySettingsSchema } from '../../../src/domain/settings.schema';
import { defaultSettings } from '../../../src/domain/settings.defaults';

describe('IP allow-list entries', () => {
  it.each([
    '10.0.0.1',
    '192.168.0.0/16',
    '0.0.0.0/0',
    '2001:db8::1',
    '2001:db8::/32',
    '::1',
    '::/0',
    '::ffff:10.0.0.1',
    ' 10.0.0.0/8 ',
  ])('accepts %s', (entry) => expect(isIpRange(entry)).toBe(true));

  it.each([
    '',
    '10.1',
    '0x7f.0.0.1',
    '256.1.1.1',
    '10.0.0.0/33',
    '10.0.0.0/',
    '10.0.0.0/8/8',
    '2001:db8::/129',
    '2001:db8:::1',
    'fe80::1%eth0',
    'localhost',
    '10.0.0.1/-1',
  ])('refuses %s', (entry) => expect(isIpRange(entry)).toBe(false));
});

describe('ipAllowed', () => {
  it('matches single addresses and IPv4 ranges', () => {
    expect(ipAllowed('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipAllowed('11.1.2.3', ['10.0.0.0/8'])).toBe(false);
    expect(ipAllowed('192.168.1.7', ['192.168.1.7'])).toBe(true);
    expect(ipAllowed('192.168.1.8', ['192.168.1.7'])).toBe(false);
    expect(ipAllowed('203.0.113.9', ['0.0.0.0/0'])).toBe(true);
  });

  it('matches IPv6 addresses and ranges, written in any form', () => {
    expect(ipAllowed('2001:db8:0:0:0:0:0:5', ['2001:db8::/32'])).toBe(true);
    expect(ipAllowed('2001:db9::5', ['2001:db8::/32'])).toBe(false);
    expect(ipAllowed('::1', ['0:0:0:0:0:0:0:1'])).toBe(true);
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4, in the list and in the request', () => {
    expect(ipAllowed('::ffff:10.0.0.1', ['10.0.0.0/8'])).toBe(true);
    expect(ipAllowed('10.0.0.1', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(ipAllowed('10.0.0.1', ['::ffff:11.0.0.0/104'])).toBe(false);
  });

  it('never matches across families, invalid entries or an invalid address', () => {
    expect(ipAllowed('10.0.0.1', ['::/0'])).toBe(false);
    expect(ipAllowed('2001:db8::1', ['0.0.0.0/0'])).toBe(false);
    expect(ipAllowed('10.0.0.1', ['nonsense'])).toBe(false);
    expect(ipAllowed('nonsense', ['0.0.0.0/0'])).toBe(false);
    expect(ipAllowed('10.0.0.1', [])).toBe(false);
  });

  it('names the address in the refusal, IPv4-mapped shown as IPv4', () => {
    expect(networkRefusedMessage('::ffff:203.0.113.9')).toBe(
      'Access from your network (203.0.113.9) is not allowed by your organization',
    );
  });
});

describe('security settings allowedIPs', () => {
  const base = defaultSettings('').security;
  it('trims entries and refuses invalid and repeated ones with a message', () => {
    const ok = securitySettingsSchema.safeParse({ ...base, allowedIPs: [' 10.0.0.0/8', '::1'] });
    expect(ok.success && ok.data.allowedIPs).toEqual(['10.0.0.0/8', '::1']);
    const bad = securitySettingsSchema.safeParse({ ...base, allowedIPs: ['10.0.0.0/8', '10.1'] });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['allowedIPs', 1] });
    const twice = securitySettingsSchema.safeParse({ ...base, allowedIPs: ['::1', '::1'] });
    expect(twice.error?.issues[0]?.message).toBe('Each address or range only once');
  });
});
