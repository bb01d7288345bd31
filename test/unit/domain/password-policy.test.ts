import { describe, expect, it } from 'vitest';
import { loadCommonPasswords } from '../../../src/domain/common-passwords';
import {
  checkPassword,
  COMMON_PASSWORD_MESSAGE,
  EMAIL_PASSWORD_MESSAGE,
  passwordExpired,
} from '../../../src/domain/password-policy';
import { defaultSettings } from '../../../src/domain/settings.defaults';

const policy = defaultSettings('').security.passwordPolicy;
const relaxed = {
  ...policy,
  requireUppercase: false,
  requireNumber: false,
  requireSpecial: false,
};

describe('checkPassword', () => {
  it('ships about 10,000 common passwords', async () => {
    const common = await loadCommonPasswords();
    expect(common.size).toBeGreaterThan(9_900);
    expect(common.has('password')).toBe(true);
    expect(await loadCommonPasswords()).toBe(common);
  });

  it('names what the policy misses first', async () => {
    const commonPasswords = await loadCommonPasswords();
    expect(checkPassword('short', policy, { commonPasswords })).toBe(
      'Password must contain at least 8 characters, an uppercase letter, a number, a special character',
    );
  });

  it('refuses common passwords, also with the usual decorations', async () => {
    const commonPasswords = await loadCommonPasswords();
    expect(checkPassword('baseball', relaxed, { commonPasswords })).toBe(COMMON_PASSWORD_MESSAGE);
    expect(checkPassword('Password1!', policy, { commonPasswords })).toBe(COMMON_PASSWORD_MESSAGE);
    expect(checkPassword('Sunshine2024!', policy, { commonPasswords })).toBe(
      COMMON_PASSWORD_MESSAGE,
    );
  });

  it('refuses the email name and accepts a good password', async () => {
    const commonPasswords = await loadCommonPasswords();
    const context = { commonPasswords, email: 'harriet.vane@example.com' };
    expect(checkPassword('Harriet.Vane#77', policy, context)).toBe(EMAIL_PASSWORD_MESSAGE);
    expect(checkPassword('Quartz-Lantern-42', policy, context)).toBeNull();
  });
});

describe('passwordExpired', () => {
  const changed = new Date('2026-01-01T00:00:00Z');
  it('expires after expiryDays, never with 0', () => {
    expect(passwordExpired(changed, policy, new Date('2026-03-31T00:00:00Z'))).toBe(false);
    expect(passwordExpired(changed, policy, new Date('2026-04-02T00:00:00Z'))).toBe(true);
    expect(passwordExpired(changed, { ...policy, expiryDays: 0 }, new Date('2099-01-01'))).toBe(
      false,
    );
  });
});
