import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../src/domain/settings.defaults';
import {
  securityValues,
  validateSecurity,
} from '../../../src/features/settings/security/security-settings-values';

const values = securityValues(defaultSettings('').security);

describe('validateSecurity', () => {
  it('gives back the whole group when every field is valid', () => {
    const result = validateSecurity({ ...values, sessionTimeout: 1, minLength: 12 }, null);
    expect(result).toMatchObject({
      ok: true,
      settings: { sessionTimeout: 1, passwordPolicy: { minLength: 12, expiryDays: 90 } },
    });
  });

  it('names each field that is out of range or empty', () => {
    const result = validateSecurity(
      { ...values, sessionTimeout: '', minLength: 7, expiryDays: 1.5 },
      null,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual([
      'expiryDays',
      'minLength',
      'sessionTimeout',
    ]);
  });

  it('refuses an allow-list that would shut out the caller, at the field, naming the address', () => {
    const on = { ...values, ipRestriction: true, allowedIPs: ['10.0.0.0/8'] };
    const refused = validateSecurity(on, '203.0.113.9');
    expect(!refused.ok && refused.errors.allowedIPs).toMatch(/\(203\.0\.113\.9\)/);
    expect(validateSecurity({ ...on, allowedIPs: ['203.0.113.0/24'] }, '203.0.113.9').ok).toBe(
      true,
    );
    // Offline (address unknown) the server is the one to refuse.
    expect(validateSecurity(on, null).ok).toBe(true);
  });

  it('refuses an invalid entry at the allow-list field', () => {
    const result = validateSecurity({ ...values, allowedIPs: ['10.1'] }, null);
    expect(!result.ok && result.errors.allowedIPs).toMatch(/IPv4 or IPv6/);
  });
});
