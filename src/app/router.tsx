import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginRoute } from '../features/auth/login.route';
import { routeEntry, routeIds, type RouteId } from '../shared/routes/route-table';
import { AppShellLayout } from './app-shell';
import { PublicOnly, RequirePermission, RequireSession } from './guards';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';
import type { RouteHandle } from './route-handle';

type Screen = () => Promise<ComponentType>;

/**
 * Each route's screen, loaded with its route so that a screen's libraries (rich text, drag and
 * drop, date pickers) reach the browser only when it is opened. Keyed by the route table, so a
 * route without a screen does not compile.
 */
const screens: Record<RouteId, Screen> = {
  landing: () => import('../features/auth/landing.route').then((m) => m.LandingRoute),
  // Not lazy: after a logout, offline, the login page must show even if no chunk was cached.
  login: () => Promise.resolve(LoginRoute),
  acceptInvitation: () =>
    import('../features/auth/accept-invitation.route').then((m) => m.AcceptInvitationRoute),
  dashboard: () => import('../features/dashboard/dashboard.route').then((m) => m.DashboardRoute),
  claims: () => import('../features/claims/list/claims.route').then((m) => m.ClaimsRoute),
  claimDetails: () =>
    import('../features/claims/details/claim-details.route').then((m) => m.ClaimDetailsRoute),
  claimPrint: () =>
    import('../features/claims/print/claim-print.route').then((m) => m.ClaimPrintRoute),
  tasks: () => import('../features/tasks/tasks.route').then((m) => m.TasksRoute),
  calendar: () => import('../features/calendar/calendar.route').then((m) => m.CalendarRoute),
  documents: () => import('../features/documents/documents.route').then((m) => m.DocumentsRoute),
  clients: () => import('../features/clients/clients.route').then((m) => m.ClientsRoute),
  clientDetails: () =>
    import('../features/clients/client-details.route').then((m) => m.ClientDetailsRoute),
  settings: () => import('../features/settings/settings.route').then((m) => m.SettingsRoute),
  dashboardCustomize: () =>
    import('../features/dashboard/settings-dashboard-customize.route').then(
      (m) => m.DashboardCustomizeRoute,
    ),
  dashboardAppearance: () =>
    import('../features/appearance/appearance.route').then((m) => m.AppearanceRoute),
  claimStatuses: () =>
    import('../features/claims/settings/settings-claims-statuses.route').then(
      (m) => m.ClaimStatusesRoute,
    ),
  claimsColumns: () =>
    import('../features/claims/settings/settings-claims-columns.route').then(
      (m) => m.ClaimsColumnsRoute,
    ),
  claimsKanban: () =>
    import('../features/claims/settings/settings-claims-kanban.route').then(
      (m) => m.ClaimsKanbanRoute,
    ),
  taskTypes: () =>
    import('../features/tasks/settings-tasks-types.route').then((m) => m.TaskTypesRoute),
  calendarView: () =>
    import('../features/calendar/settings-calendar-view.route').then((m) => m.CalendarViewRoute),
  clientFields: () =>
    import('../features/clients/settings-clients-fields.route').then((m) => m.ClientFieldsRoute),
  offlineData: () =>
    import('../features/settings/offline/settings-offline.route').then(
      (m) => m.SettingsOfflineRoute,
    ),
  users: () => import('../features/users/users.route').then((m) => m.UsersRoute),
  invitations: () =>
    import('../features/users/invites/settings-invitations.route').then(
      (m) => m.SettingsInvitationsRoute,
    ),
  roles: () => import('../features/roles/roles.route').then((m) => m.RolesRoute),
  profile: () => import('../features/profile/profile.route').then((m) => m.ProfileRoute),
  twoFactor: () =>
    import('../features/profile/two-factor/two-factor.route').then((m) => m.TwoFactorRoute),
  securitySettings: () =>
    import('../features/settings/security/settings-security.route').then(
      (m) => m.SecuritySettingsRoute,
    ),
  organizationSettings: () =>
    import('../features/settings/organization/settings-organization.route').then(
      (m) => m.SettingsOrganizationRoute,
    ),
  notificationSettings: () =>
    import('../features/settings/notifications/settings-notifications.route').then(
      (m) => m.SettingsNotificationsRoute,
    ),
  documentSettings: () =>
    import('../features/settings/documents/settings-documents.route').then(
      (m) => m.SettingsDocumentsRoute,
    ),
  settingsTest: () =>
    import('../features/test-pages/settings-test.route').then((m) => m.SettingsTestRoute),
  testSelect: () =>
    import('../features/test-pages/test-select.route').then((m) => m.TestSelectRoute),
  notFound: () => import('../features/shell/not-found.route').then((m) => m.NotFoundRoute),
};

/**
 * A screen whose code could not be downloaded (offline before the service worker cached it, or a
 * deploy replaced the chunk) renders as a thrown error, so the route's error element shows it.
 */
const failedScreen =
  (error: unknown): ComponentType =>
  () => {
    throw error;
  };

function page(id: RouteId): RouteObject {
  const entry = routeEntry(id);
  const handle: RouteHandle = { id, title: entry.title };
  const common = {
    handle,
    // A thrown render error or a screen that cannot load shows inside the shell, with a reload.
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: await screens[id]().catch(failedScreen) }),
  };
  return entry.path === '/'
    ? { index: true, ...common }
    : { path: entry.path.replace(/^\//, ''), ...common };
}

const withAccess = (access: 'public' | 'session' | 'anyone') =>
  routeIds.filter((id) => routeEntry(id).access === access);

const guarded = (id: RouteId): RouteObject => {
  const { permission } = routeEntry(id);
  return permission ? { element: <RequirePermission id={id} />, children: [page(id)] } : page(id);
};

export const routes: RouteObject[] = [
  {
    Component: AppShellLayout,
    HydrateFallback: RouteLoading,
    ErrorBoundary: RouteError,
    children: [
      // A screen whose code fails to load has no boundary of its own yet: its guard's catches it.
      {
        Component: PublicOnly,
        ErrorBoundary: RouteError,
        children: withAccess('public').map(page),
      },
      {
        Component: RequireSession,
        ErrorBoundary: RouteError,
        children: withAccess('session').map(guarded),
      },
      ...withAccess('anyone').map(page),
    ],
  },
];

/**
 * Fetches every screen's code once the app is idle. Lazy routes keep the first load small, but a
 * user who goes offline before the service worker has cached the chunks must still be able to
 * open every screen (and the login page after a logout): modules once loaded stay in memory.
 */
export function preloadScreens(): void {
  for (const id of routeIds) void screens[id]().catch(() => undefined);
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
