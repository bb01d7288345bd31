import {
  IconCalendar,
  IconChecklist,
  IconFileDescription,
  IconFolder,
  IconLayoutDashboard,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ClaimViewType } from '../../domain/claim-columns';
import { PRODUCT_NAME } from '../../domain/constants';
import { CLIENT_READ_PERMISSIONS } from '../../domain/client-access';
import { hasAnyPermission, STAFF_PERMISSIONS, type Permission } from '../../domain/permissions';

/**
 * The one table of the app's routes (SPEC 2): path, document title, who may open it, its sidebar
 * entry, its context-bar actions and where the settings index links to it. The router
 * (`src/app/router.tsx`, which adds each route's lazily loaded screen by id), the sidebar, the
 * context bar and the settings index all read it; nothing else writes a route path.
 */
export interface RouteEntry {
  /** Absolute path with `:param` segments; `/` is the dashboard. */
  path: string;
  title: string;
  /** `public`: only without a session (login, landing); `session`: needs one; `anyone`: both. */
  access: 'public' | 'session' | 'anyone';
  /**
   * Needed on top of a session: any one of `anyOf`. Without it the sidebar hides the entry and the
   * route says "You do not have access to {area}"; the server enforces it again on every request.
   */
  permission?: RoutePermission;
  nav?: { label: string; Icon: Icon };
  contextBar?: readonly ContextActionSpec[];
  /** Links on the settings index, under one of its sections or under "Screen layouts". */
  settingsLinks?: readonly { section: SettingsSectionId | 'layouts'; label: string }[];
  /** SPEC 2's test pages: routable, never linked. */
  testPage?: true;
}

export interface RoutePermission {
  anyOf: readonly Permission[];
  /** What the refusal names: "You do not have access to clients". */
  area: string;
}

/** Every route of the app; `ROUTES` must have exactly these keys (checked by `satisfies`). */
export type RouteId =
  | 'landing'
  | 'login'
  | 'acceptInvitation'
  | 'dashboard'
  | 'claims'
  | 'claimDetails'
  | 'claimPrint'
  | 'tasks'
  | 'calendar'
  | 'documents'
  | 'clients'
  | 'clientDetails'
  | 'settings'
  | 'dashboardCustomize'
  | 'dashboardAppearance'
  | 'claimStatuses'
  | 'claimsColumns'
  | 'claimsKanban'
  | 'taskTypes'
  | 'calendarView'
  | 'clientFields'
  | 'offlineData'
  | 'users'
  | 'invitations'
  | 'roles'
  | 'profile'
  | 'twoFactor'
  | 'securitySettings'
  | 'organizationSettings'
  | 'notificationSettings'
  | 'documentSettings'
  | 'settingsTest'
  | 'testSelect'
  | 'notFound';

export type SettingsSectionId =
  | 'organization'
  | 'notifications'
  | 'claims'
  | 'calendar'
  | 'security'
  | 'offline'
  | 'documents'
  | 'users';

/**
 * What the context bar needs to know to resolve an action: the claims view the user last chose,
 * and the user's permissions (an action leading to a page they may not open is not offered).
 */
export interface ContextBarInput {
  claimsView: ClaimViewType;
  permissions: readonly string[] | undefined;
}

export type ContextActionSpec =
  | {
      kind: 'link';
      label: string;
      icon: 'customize' | 'settings';
      to: RouteId | ((input: ContextBarInput) => RouteId);
      search?: string;
    }
  | { kind: 'recent'; label: string };

const settingsLink = (label: string, to: Extract<ContextActionSpec, { kind: 'link' }>['to']) =>
  ({ kind: 'link', label, icon: 'settings', to }) as const;

// SPEC 6: Vendor, Client and Customer have no clients area.
const CLIENTS_AREA: RoutePermission = { anyOf: CLIENT_READ_PERMISSIONS, area: 'clients' };
// The settings area is the organization's: internal staff only (the server refuses the external
// roles its configuration); who may change a page is the page's own rule (manage_settings, …).
const SETTINGS_AREA: RoutePermission = { anyOf: STAFF_PERMISSIONS, area: 'settings' };
const settingsPage = { access: 'session', permission: SETTINGS_AREA } as const;

export const ROUTES = {
  landing: { path: '/landing', title: PRODUCT_NAME, access: 'public' },
  login: { path: '/login', title: 'Login', access: 'public' },
  // An invitation link (issue 15): set name and password, then logged in.
  acceptInvitation: { path: '/invite/:token', title: 'Accept invitation', access: 'public' },
  dashboard: {
    path: '/',
    title: PRODUCT_NAME,
    access: 'session',
    nav: { label: 'Dashboard', Icon: IconLayoutDashboard },
    contextBar: [
      {
        kind: 'link',
        label: 'Customize',
        icon: 'customize',
        to: 'dashboard',
        search: '?customize=true',
      },
      settingsLink('Dashboard Settings', 'dashboardAppearance'),
    ],
  },
  claims: {
    path: '/claims',
    title: 'Claims',
    access: 'session',
    nav: { label: 'Claims', Icon: IconFileDescription },
    contextBar: [
      settingsLink('Claim Settings', ({ claimsView }) =>
        claimsView === 'kanban' ? 'claimsKanban' : 'claimsColumns',
      ),
    ],
  },
  claimDetails: {
    path: '/claims/:id',
    title: 'Claim details',
    access: 'session',
    contextBar: [{ kind: 'recent', label: 'Recent' }],
  },
  // The claim's print sheet (issue 16), opened from the claim's Print action.
  claimPrint: { path: '/claims/:id/print', title: 'Print claim', access: 'session' },
  tasks: {
    path: '/tasks',
    title: 'Tasks',
    access: 'session',
    nav: { label: 'Tasks', Icon: IconChecklist },
    contextBar: [settingsLink('Tasks Settings', 'taskTypes')],
  },
  calendar: {
    path: '/calendar',
    title: 'Calendar',
    access: 'session',
    nav: { label: 'Calendar', Icon: IconCalendar },
    contextBar: [settingsLink('Calendar Settings', 'calendarView')],
  },
  documents: {
    path: '/documents',
    title: 'Documents',
    access: 'session',
    nav: { label: 'Documents', Icon: IconFolder },
  },
  clients: {
    path: '/clients',
    title: 'Clients',
    access: 'session',
    permission: CLIENTS_AREA,
    nav: { label: 'Clients', Icon: IconUsers },
    contextBar: [settingsLink('Clients Settings', 'clientFields')],
  },
  clientDetails: {
    path: '/clients/:id',
    title: 'Client details',
    access: 'session',
    permission: CLIENTS_AREA,
  },
  settings: {
    path: '/settings',
    title: 'Settings',
    ...settingsPage,
    nav: { label: 'Settings', Icon: IconSettings },
  },
  dashboardCustomize: {
    path: '/settings/dashboard-customize',
    title: 'Dashboard customization',
    ...settingsPage,
    settingsLinks: [{ section: 'layouts', label: 'Dashboard layout' }],
  },
  dashboardAppearance: {
    path: '/settings/dashboard-appearance',
    title: 'Appearance',
    ...settingsPage,
    settingsLinks: [{ section: 'layouts', label: 'Appearance' }],
  },
  claimStatuses: {
    path: '/settings/claims-statuses',
    title: 'Claim statuses',
    ...settingsPage,
    settingsLinks: [{ section: 'claims', label: 'Statuses' }],
  },
  claimsColumns: {
    path: '/settings/claims-columns',
    title: 'Claims list columns',
    ...settingsPage,
    settingsLinks: [
      { section: 'claims', label: 'List columns' },
      { section: 'layouts', label: 'Claims list columns' },
    ],
  },
  claimsKanban: {
    path: '/settings/claims-kanban',
    title: 'Claims kanban settings',
    ...settingsPage,
    settingsLinks: [
      { section: 'claims', label: 'Kanban cards' },
      { section: 'layouts', label: 'Claims kanban' },
    ],
  },
  taskTypes: {
    path: '/settings/tasks-types',
    title: 'Task types',
    ...settingsPage,
    settingsLinks: [{ section: 'layouts', label: 'Task types' }],
  },
  calendarView: {
    path: '/settings/calendar-view',
    title: 'Calendar view',
    ...settingsPage,
    settingsLinks: [
      { section: 'calendar', label: 'Calendar view' },
      { section: 'layouts', label: 'Calendar view' },
    ],
  },
  clientFields: {
    path: '/settings/clients-fields',
    title: 'Client fields',
    ...settingsPage,
    settingsLinks: [{ section: 'layouts', label: 'Client fields' }],
  },
  offlineData: {
    path: '/settings/offline',
    title: 'Offline settings',
    ...settingsPage,
    settingsLinks: [{ section: 'offline', label: 'Settings and data on this device' }],
  },
  organizationSettings: {
    path: '/settings/organization',
    title: 'Organization settings',
    ...settingsPage,
    settingsLinks: [{ section: 'organization', label: 'Name, logo and contact' }],
  },
  notificationSettings: {
    path: '/settings/notifications',
    title: 'Notification settings',
    ...settingsPage,
    settingsLinks: [{ section: 'notifications', label: 'Alerts and reminders' }],
  },
  documentSettings: {
    path: '/settings/documents',
    title: 'Document settings',
    ...settingsPage,
    settingsLinks: [{ section: 'documents', label: 'File types and size' }],
  },
  users: {
    path: '/settings/users',
    title: 'Users',
    access: 'session',
    permission: { anyOf: ['manage_users'], area: 'users' },
    settingsLinks: [{ section: 'users', label: 'Users' }],
  },
  invitations: {
    path: '/settings/invitations',
    title: 'Invitations',
    access: 'session',
    permission: { anyOf: ['manage_users'], area: 'invitations' },
    settingsLinks: [{ section: 'users', label: 'Invitations' }],
  },
  roles: {
    path: '/settings/roles',
    title: 'Roles and permissions',
    ...settingsPage,
    settingsLinks: [{ section: 'users', label: 'Roles and permissions' }],
  },
  // Opened from the header's profile menu, not the sidebar.
  profile: { path: '/profile', title: 'Profile', access: 'session' },
  twoFactor: {
    path: '/profile/two-factor',
    title: 'Two-factor authentication',
    access: 'session',
    settingsLinks: [{ section: 'security', label: 'Two-factor authentication (your account)' }],
  },
  securitySettings: {
    path: '/settings/security',
    title: 'Security settings',
    ...settingsPage,
    settingsLinks: [{ section: 'security', label: 'Sessions, passwords and access' }],
  },
  // SPEC 2's test pages: reachable by URL for manual checks, linked from nowhere.
  settingsTest: { path: '/settings/test', title: 'Test page', access: 'session', testPage: true },
  testSelect: { path: '/test/select', title: 'Select test', access: 'session', testPage: true },
  notFound: { path: '*', title: '404 - Page Not Found', access: 'anyone' },
} as const satisfies Record<RouteId, RouteEntry>;

export const routeIds = Object.keys(ROUTES) as RouteId[];

export function routeEntry(id: RouteId): RouteEntry {
  return ROUTES[id];
}

/** The path of a route, with its `:param` segments filled in. */
export function routePath(id: RouteId, params: Record<string, string> = {}): string {
  return ROUTES[id].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routePath(${id}) needs :${name}`);
    return encodeURIComponent(value);
  });
}

/** The sidebar (SPEC 2), in the table's order. */
export const navEntries = routeIds.flatMap((id) => {
  const { nav } = routeEntry(id);
  return nav ? [{ id, to: routePath(id), ...nav }] : [];
});

/** Whether a user with these permissions may open the route (a route without one: anyone). */
export function mayOpen(id: RouteId, granted: readonly string[] | undefined): boolean {
  const { permission } = routeEntry(id);
  return !permission || hasAnyPermission(granted, permission.anyOf);
}

/** The sidebar entries a user with these permissions may open. */
export function navEntriesFor(granted: readonly string[] | undefined) {
  return navEntries.filter((entry) => mayOpen(entry.id, granted));
}

export function isNavItemActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The settings index's links of one section that these permissions may open, in the table's order. */
export function settingsLinks(
  section: SettingsSectionId | 'layouts',
  granted: readonly string[] | undefined,
) {
  return routeIds.flatMap((id) => {
    const links = mayOpen(id, granted) ? (routeEntry(id).settingsLinks ?? []) : [];
    return links
      .filter((link) => link.section === section)
      .map((link) => ({ label: link.label, to: routePath(id), routeId: id }));
  });
}
