import type { ContextAction, RecentClaimItem } from '../shared/routes/context-action.types';
import type { ClaimViewType } from '../domain/claim-columns';
import type { ContextBarKind } from './route-handle';

// The context menu bar of SPEC 2, per route.
export function contextActions(
  kind: ContextBarKind | undefined,
  claimsView: ClaimViewType,
  recentClaims: RecentClaimItem[],
): ContextAction[] {
  const settings = (label: string, to: string): ContextAction => ({
    kind: 'link',
    label,
    to,
    icon: 'settings',
  });
  switch (kind) {
    case 'dashboard':
      return [
        { kind: 'link', label: 'Customize', to: '/?customize=true', icon: 'customize' },
        settings('Dashboard Settings', '/settings/dashboard-appearance'),
      ];
    case 'claims':
      return [
        settings(
          'Claim Settings',
          claimsView === 'kanban' ? '/settings/claims-kanban' : '/settings/claims-columns',
        ),
      ];
    case 'claim-details':
      return [{ kind: 'recent', label: 'Recent', items: recentClaims }];
    case 'tasks':
      return [settings('Tasks Settings', '/settings/tasks-types')];
    case 'calendar':
      return [settings('Calendar Settings', '/settings/calendar-view')];
    case 'clients':
      return [settings('Clients Settings', '/settings/clients-fields')];
    default:
      return [];
  }
}
