import { describe, expect, it } from 'vitest';
import { isOwnerRole, ownerLoss } from '../../../src/domain/user-account';

describe('ownerLoss: what a change takes from an active Owner', () => {
  const owner = { isActive: true, permissions: ['all'] };
  it('names the demotion, deactivation or deletion of an active Owner', () => {
    expect(ownerLoss(owner, { isActive: true, permissions: ['manage_users'] })).toBe('demote');
    expect(ownerLoss(owner, { isActive: false, permissions: ['all'] })).toBe('deactivate');
    expect(ownerLoss(owner, { isActive: false, permissions: ['all'], deleted: true })).toBe(
      'delete',
    );
    expect(ownerLoss(owner, { isActive: true, permissions: ['all'] })).toBeNull();
  });

  it('takes nothing from someone who is not an active Owner', () => {
    const inactive = { isActive: false, permissions: ['all'] };
    expect(ownerLoss(inactive, { isActive: true, permissions: [] })).toBeNull();
    const admin = { isActive: true, permissions: ['manage_users'] };
    expect(ownerLoss(admin, { isActive: false, permissions: [] })).toBeNull();
    expect(isOwnerRole(['all'])).toBe(true);
    expect(isOwnerRole(['manage_users'])).toBe(false);
  });
});
