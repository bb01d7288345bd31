import { describe, expect, it } from 'vitest';
import { canEditClients, canViewClients } from '../../../src/domain/client-access';
import { DEFAULT_ROLES } from '../../../src/domain/permissions';
import { mayOpen, navEntriesFor } from '../../../src/shared/routes/route-table';

const can = (check: (granted: readonly string[]) => boolean) =>
  Object.entries(DEFAULT_ROLES)
    .filter(([, granted]) => check(granted))
    .map(([role]) => role);

describe('the clients area by role (SPEC 6)', () => {
  it('staff view and edit clients; Vendor, Client and Customer do not', () => {
    const staff = ['Owner', 'Admin', 'Manager', 'Supervisor', 'User'];
    expect(can(canViewClients)).toEqual(staff);
    expect(can(canEditClients)).toEqual(staff);
  });

  it('hides the sidebar entry and refuses the routes to the roles without it', () => {
    const labels = (role: string) => navEntriesFor(DEFAULT_ROLES[role]).map((n) => n.label);
    expect(labels('User')).toContain('Clients');
    for (const role of ['Vendor', 'Client', 'Customer']) {
      expect(labels(role)).not.toContain('Clients');
      expect(labels(role)).toContain('Claims');
      expect(mayOpen('clients', DEFAULT_ROLES[role])).toBe(false);
      expect(mayOpen('clientDetails', DEFAULT_ROLES[role])).toBe(false);
      expect(mayOpen('claims', DEFAULT_ROLES[role])).toBe(true);
    }
    expect(mayOpen('clientDetails', ['all'])).toBe(true);
  });
});
