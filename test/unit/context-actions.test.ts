import { describe, expect, it } from 'vitest';
import { contextActions } from '../../src/shared/routes/context-actions';
import {
  ROUTES,
  navEntries,
  navEntriesFor,
  routeEntry,
  routePath,
  settingsLinks,
} from '../../src/shared/routes/route-table';
import type { RouteId } from '../../src/shared/routes/route-table';
import { DEFAULT_ROLES } from '../../src/domain/permissions';

const recent = [{ id: 'c1', label: 'CLM-1 - Acme', to: '/claims/c1' }];
const OWNER = ['all'];
const VENDOR = DEFAULT_ROLES.Vendor;
const actionsOf = (
  id: RouteId,
  claimsView: 'list' | 'kanban' = 'list',
  permissions: readonly string[] = OWNER,
) => contextActions(routeEntry(id).contextBar, { claimsView, permissions }, recent);
const links = (
  id: RouteId,
  view: 'list' | 'kanban' = 'list',
  permissions: readonly string[] = OWNER,
) => actionsOf(id, view, permissions).map((a) => (a.kind === 'link' ? [a.label, a.to] : [a.label]));

describe('context menu bar (SPEC 2), from the route table', () => {
  it('dashboard: Customize and Dashboard Settings', () => {
    expect(links('dashboard')).toEqual([
      ['Customize', '/?customize=true'],
      ['Dashboard Settings', '/settings/dashboard-appearance'],
    ]);
  });

  it('claims: Claim Settings follows the active view', () => {
    expect(links('claims', 'list')).toEqual([['Claim Settings', '/settings/claims-columns']]);
    expect(links('claims', 'kanban')).toEqual([['Claim Settings', '/settings/claims-kanban']]);
  });

  it('claim details: the Recent popup with the given claims', () => {
    expect(actionsOf('claimDetails')).toEqual([{ kind: 'recent', label: 'Recent', items: recent }]);
  });

  it('tasks, calendar and clients: their settings pages', () => {
    expect(links('tasks')).toEqual([['Tasks Settings', '/settings/tasks-types']]);
    expect(links('calendar')).toEqual([['Calendar Settings', '/settings/calendar-view']]);
    expect(links('clients')).toEqual([['Clients Settings', '/settings/clients-fields']]);
  });

  it('leaves out the settings pages a role may not open (SPEC 6: Vendor has no settings)', () => {
    expect(links('dashboard', 'list', VENDOR)).toEqual([['Customize', '/?customize=true']]);
    expect(links('claims', 'list', VENDOR)).toEqual([]);
    expect(links('tasks', 'list', VENDOR)).toEqual([]);
    expect(links('claims', 'list', DEFAULT_ROLES.User)).toEqual([
      ['Claim Settings', '/settings/claims-columns'],
    ]);
  });

  it('other routes: no bar', () => {
    expect(links('documents')).toEqual([]);
    expect(links('settings')).toEqual([]);
  });
});

describe('route table', () => {
  it('has the SPEC 2 paths', () => {
    expect(Object.values(ROUTES).map((r) => r.path)).toEqual([
      '/landing',
      '/login',
      '/invite/:token',
      '/',
      '/claims',
      '/claims/:id',
      '/claims/:id/print',
      '/tasks',
      '/calendar',
      '/documents',
      '/clients',
      '/clients/:id',
      '/settings',
      '/settings/dashboard-customize',
      '/settings/dashboard-appearance',
      '/settings/claims-statuses',
      '/settings/claims-columns',
      '/settings/claims-kanban',
      '/settings/tasks-types',
      '/settings/calendar-view',
      '/settings/clients-fields',
      '/settings/offline',
      '/settings/organization',
      '/settings/notifications',
      '/settings/documents',
      '/settings/users',
      '/settings/invitations',
      '/settings/roles',
      '/profile',
      '/profile/two-factor',
      '/settings/security',
      '/settings/test',
      '/test/select',
      '*',
    ]);
  });

  it('gives the sidebar its SPEC 2 labels in order', () => {
    expect(navEntries.map((n) => [n.label, n.to])).toEqual([
      ['Dashboard', '/'],
      ['Claims', '/claims'],
      ['Tasks', '/tasks'],
      ['Calendar', '/calendar'],
      ['Documents', '/documents'],
      ['Clients', '/clients'],
      ['Settings', '/settings'],
    ]);
  });

  it('offers each demo role the sidebar entries SPEC 6 gives it', () => {
    const labels = (role: string) => navEntriesFor(DEFAULT_ROLES[role]).map((n) => n.label);
    const staff = ['Dashboard', 'Claims', 'Tasks', 'Calendar', 'Documents', 'Clients', 'Settings'];
    for (const role of ['Owner', 'Admin', 'Manager', 'Supervisor', 'User']) {
      expect(labels(role), role).toEqual(staff);
    }
    for (const role of ['Vendor', 'Client', 'Customer']) {
      expect(labels(role), role).toEqual(['Dashboard', 'Claims', 'Tasks', 'Calendar', 'Documents']);
    }
  });

  it('fills and encodes path parameters, and refuses a missing one', () => {
    expect(routePath('claimDetails', { id: 'temp-1 a' })).toBe('/claims/temp-1%20a');
    expect(() => routePath('claimDetails')).toThrow(':id');
  });

  it('gives the settings index its links per section', () => {
    expect(settingsLinks('claims', OWNER).map((l) => l.to)).toEqual([
      '/settings/claims-statuses',
      '/settings/claims-columns',
      '/settings/claims-kanban',
    ]);
    expect(settingsLinks('users', OWNER).map((l) => l.to)).toEqual([
      '/settings/users',
      '/settings/invitations',
      '/settings/roles',
    ]);
    expect(settingsLinks('layouts', VENDOR)).toEqual([]);
    expect(settingsLinks('layouts', OWNER).map((l) => l.label)).toEqual([
      'Dashboard layout',
      'Appearance',
      'Claims list columns',
      'Claims kanban',
      'Task types',
      'Calendar view',
      'Client fields',
    ]);
  });
});
