import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES, hasPermission, readsEveryClaim } from '../../../src/domain/permissions';
// The spec's list, as the authorization matrix crosses it.
import { ROLES } from '../../server/authz-matrix.table';

describe('permissions (SPEC 6)', () => {
  it('passes with all or the named permission', () => {
    expect(hasPermission(DEFAULT_ROLES.Owner, 'manage_users')).toBe(true);
    expect(hasPermission(DEFAULT_ROLES.Admin, 'manage_users')).toBe(true);
    expect(hasPermission(DEFAULT_ROLES.Manager, 'manage_users')).toBe(false);
    expect(hasPermission(DEFAULT_ROLES.Customer, 'view_assigned_claims')).toBe(true);
    expect(hasPermission(undefined, 'view_claims')).toBe(false);
  });

  it('tells the roles that read every claim from those that see only some rows', () => {
    const every = Object.entries(DEFAULT_ROLES)
      .filter(([, granted]) => readsEveryClaim(granted))
      .map(([role]) => role);
    expect(every).toEqual(['Owner', 'Admin', 'Manager', 'Supervisor', 'User']);
    expect(readsEveryClaim(['view_assigned_claims', 'view_own_claims'])).toBe(false);
    expect(readsEveryClaim(undefined)).toBe(false);
  });

  it('has the eight roles of the spec', () => {
    expect(Object.keys(DEFAULT_ROLES)).toEqual(ROLES);
  });
});
