import { describe, expect, it } from 'vitest';
import { contextActions } from '../../../src/app/context-actions';

const recent = [{ id: 'c1', label: 'CLM-1 - Acme', to: '/claims/c1' }];
const links = (kind: Parameters<typeof contextActions>[0], view: 'list' | 'kanban' = 'list') =>
  contextActions(kind, view, recent).map((a) => (a.kind === 'link' ? [a.label, a.to] : [a.label]));

describe('context menu bar (SPEC 2)', () => {
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
    expect(contextActions('claim-details', 'list', recent)).toEqual([
      { kind: 'recent', label: 'Recent', items: recent },
    ]);
  });

  it('tasks, calendar and clients: their settings pages', () => {
    expect(links('tasks')).toEqual([['Tasks Settings', '/settings/tasks-types']]);
    expect(links('calendar')).toEqual([['Calendar Settings', '/settings/calendar-view']]);
    expect(links('clients')).toEqual([['Clients Settings', '/settings/clients-fields']]);
  });

  it('other routes: no bar', () => {
    expect(links(undefined)).toEqual([]);
  });
});
