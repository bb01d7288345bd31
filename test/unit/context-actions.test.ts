import { describe, expect, it } from 'vitest';
import { contextActions } from '../../src/shared/routes/context-actions';
import {
  ROUTES,
  navEntries,
  routeEntry,
  routePath,
  settingsLinks,
} from '../../src/shared/routes/route-table';
import type { RouteId } from '../../src/shared/routes/route-table';

const recent = [{ id: 'c1', label: 'CLM-1 - Acme', to: '/claims/c1' }];
const actionsOf = (id: RouteId, claimsView: 'list' | 'kanban' = 'list') => {
  return contextActions(routeEntry(id).contextBar, { claimsView }, recent);
};
const links = (id: RouteId, view: 'list' | 'kanban' = 'list') =>
  actionsOf(id, view).map((a) => (a.kind === 'link' ? [a.label, a.to] : [a.label]));

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
      '/',
      '/claims',
      '/claims/:id',
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

  it('fills and encodes path parameters, and refuses a missing one', () => {
    expect(routePath('claimDetails', { id: 'temp-1 a' })).toBe('/claims/temp-1%20a');
    expect(() => routePath('claimDetails')).toThrow(':id');
  });

  it('gives the settings index its links per section', () => {
    expect(settingsLinks('claims').map((l) => l.to)).toEqual([
      '/settings/claims-statuses',
      '/settings/claims-columns',
      '/settings/claims-kanban',
    ]);
    expect(settingsLinks('layouts').map((l) => l.label)).toEqual([
      'Dashboard layout',
      'Dashboard appearance',
      'Claims list columns',
      'Claims kanban',
      'Task types',
      'Calendar view',
      'Client fields',
    ]);
  });
});
