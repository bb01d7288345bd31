import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PRODUCT_NAME } from '../domain/constants';
import { CalendarRoute } from '../features/calendar/calendar.route';
import { ClaimDetailsRoute } from '../features/claims/details/claim-details.route';
import { ClaimsRoute } from '../features/claims/list/claims.route';
import { ClientDetailsRoute } from '../features/clients/client-details.route';
import { ClientsRoute } from '../features/clients/clients.route';
import { DashboardRoute } from '../features/dashboard/dashboard.route';
import { DocumentsRoute } from '../features/documents/documents.route';
import { LandingRoute } from '../features/auth/landing.route';
import { LoginRoute } from '../features/auth/login.route';
import { NotFoundRoute } from '../features/shell/not-found.route';
import { CalendarViewRoute } from '../features/calendar/settings-calendar-view.route';
import { ClaimsColumnsRoute } from '../features/claims/settings/settings-claims-columns.route';
import { ClaimsKanbanRoute } from '../features/claims/settings/settings-claims-kanban.route';
import { ClaimStatusesRoute } from '../features/claims/settings/settings-claims-statuses.route';
import { ClientFieldsRoute } from '../features/clients/settings-clients-fields.route';
import { DashboardAppearanceRoute } from '../features/dashboard/settings-dashboard-appearance.route';
import { DashboardCustomizeRoute } from '../features/dashboard/settings-dashboard-customize.route';
import { SettingsOfflineRoute } from '../features/settings/offline/settings-offline.route';
import { TaskTypesRoute } from '../features/tasks/settings-tasks-types.route';
import { SettingsTestRoute } from '../features/test-pages/settings-test.route';
import { SettingsRoute } from '../features/settings/settings.route';
import { TasksRoute } from '../features/tasks/tasks.route';
import { TestSelectRoute } from '../features/test-pages/test-select.route';
import { NOT_FOUND_TITLE } from '../shared/ui/not-found';
import { AppShellLayout } from './app-shell';
import { PublicOnly, RequireSession } from './guards';
import type { RouteHandle } from './route-handle';

// The route table of SPEC 2. Each handle carries the document title and the context bar.
const page = (path: string, Component: () => ReactNode, handle: RouteHandle): RouteObject =>
  path === '/' ? { index: true, Component, handle } : { path, Component, handle };

export const routes: RouteObject[] = [
  {
    Component: AppShellLayout,
    children: [
      {
        Component: PublicOnly,
        children: [
          page('landing', LandingRoute, { title: PRODUCT_NAME }),
          page('login', LoginRoute, { title: 'Login' }),
        ],
      },
      {
        Component: RequireSession,
        children: [
          page('/', DashboardRoute, { title: PRODUCT_NAME, contextBar: 'dashboard' }),
          page('claims', ClaimsRoute, { title: 'Claims', contextBar: 'claims' }),
          page('claims/:id', ClaimDetailsRoute, {
            title: 'Claim details',
            contextBar: 'claim-details',
          }),
          page('tasks', TasksRoute, { title: 'Tasks', contextBar: 'tasks' }),
          page('calendar', CalendarRoute, { title: 'Calendar', contextBar: 'calendar' }),
          page('documents', DocumentsRoute, { title: 'Documents' }),
          page('clients', ClientsRoute, { title: 'Clients', contextBar: 'clients' }),
          page('clients/:id', ClientDetailsRoute, { title: 'Client details' }),
          page('settings', SettingsRoute, { title: 'Settings' }),
          page('settings/dashboard-customize', DashboardCustomizeRoute, {
            title: 'Dashboard customization',
          }),
          page('settings/dashboard-appearance', DashboardAppearanceRoute, {
            title: 'Dashboard appearance',
          }),
          page('settings/claims-columns', ClaimsColumnsRoute, { title: 'Claims list columns' }),
          page('settings/claims-kanban', ClaimsKanbanRoute, { title: 'Claims kanban settings' }),
          page('settings/claims-statuses', ClaimStatusesRoute, { title: 'Claim statuses' }),
          page('settings/tasks-types', TaskTypesRoute, { title: 'Task types' }),
          page('settings/calendar-view', CalendarViewRoute, { title: 'Calendar view' }),
          page('settings/clients-fields', ClientFieldsRoute, { title: 'Client fields' }),
          page('settings/offline', SettingsOfflineRoute, { title: 'Offline settings' }),
          page('settings/test', SettingsTestRoute, { title: 'Test page' }),
          page('test/select', TestSelectRoute, { title: 'Select test' }),
        ],
      },
      page('*', NotFoundRoute, { title: NOT_FOUND_TITLE }),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
