import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/domain/settings.defaults';
import {
  CONFIRM_MISMATCH,
  policyRules,
  validateAcceptForm,
} from '../../src/features/auth/accept-invitation-form';
import {
  EMAIL_INVALID,
  grantableRoles,
  ROLE_NOT_GRANTABLE,
  ROLE_REQUIRED,
  validateInviteForm,
} from '../../src/features/users/invites/invite-form';

const policy = defaultSettings('').security.passwordPolicy;
const ROLES = [
  { id: '1', name: 'Owner', permissions: ['all'] },
  { id: '2', name: 'Admin', permissions: ['manage_users', 'manage_settings', 'manage_claims'] },
  { id: '3', name: 'User', permissions: ['view_claims', 'edit_claims'] },
  { id: '4', name: 'Old', permissions: [], deleted: true },
];

describe('the invite form', () => {
  it('offers only the live roles whose permissions the user holds', () => {
    const admin = ['manage_users', 'manage_settings', 'manage_claims'];
    expect(grantableRoles(ROLES, admin).map((r) => r.name)).toEqual(['Admin', 'User']);
    expect(grantableRoles(ROLES, ['all']).map((r) => r.name)).toEqual(['Owner', 'Admin', 'User']);
  });

  it('names the email and role fields, and cleans a valid address', () => {
    expect(validateInviteForm({ email: 'nope', role: '' }, ['User'])).toEqual({
      ok: false,
      errors: { email: EMAIL_INVALID, role: ROLE_REQUIRED },
    });
    expect(validateInviteForm({ email: 'a@b.co', role: 'Owner' }, ['User'])).toEqual({
      ok: false,
      errors: { role: ROLE_NOT_GRANTABLE },
    });
    expect(validateInviteForm({ email: ' Ada@Example.COM ', role: 'User' }, ['User'])).toEqual({
      ok: true,
      input: { email: 'ada@example.com', role: 'User' },
    });
  });
});

describe('the accept form', () => {
  it('lists every rule of the policy in words', () => {
    expect(policyRules(policy)).toEqual([
      'at least 8 characters',
      'an uppercase letter',
      'a lowercase letter',
      'a number',
      'a special character',
    ]);
  });

  it('checks names, the policy and the confirmation', () => {
    const result = validateAcceptForm(
      { firstName: ' ', lastName: 'Lee', password: 'weakpass', confirm: 'other' },
      policy,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'Enter your first name',
        password: 'Password must contain an uppercase letter, a number, a special character',
        confirm: CONFIRM_MISMATCH,
      },
    });
    expect(
      validateAcceptForm(
        { firstName: ' Ann ', lastName: 'Lee', password: 'Str0ng#pw', confirm: 'Str0ng#pw' },
        policy,
      ),
    ).toEqual({ ok: true, input: { firstName: 'Ann', lastName: 'Lee', password: 'Str0ng#pw' } });
  });
});
