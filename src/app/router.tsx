import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PRODUCT_NAME } from '../domain/constants';
import { CalendarRoute } from '../routes/calendar.route';
import { ClaimDetailsRoute } from '../routes/claim-details.route';
import { ClaimsRoute } from '../routes/claims.route';
import { ClientDetailsRoute } from '../routes/client-details.route';
import { ClientsRoute } from '../routes/clients.route';
import { DashboardRoute } from '../routes/dashboard.route';
import { DocumentsRoute } from '../routes/documents.route';
import { LandingRoute } from '../routes/landing.route';
import { LoginRoute } from '../routes/login.route';
import { NotFoundRoute } from '../routes/not-found.route';
import { CalendarViewRoute } from '../routes/settings-calendar-view.route';
import { ClaimsColumnsRoute } from '../routes/settings-claims-columns.route';
import { ClaimsKanbanRoute } from '../routes/settings-claims-kanban.route';
import { ClaimStatusesRoute } from '../routes/settings-claims-statuses.route';
import { ClientFieldsRoute } from '../routes/settings-clients-fields.route';
import { DashboardAppearanceRoute } from '../routes/settings-dashboard-appearance.route';
import { DashboardCustomizeRoute } from '../routes/settings-dashboard-customize.route';
import { SettingsOfflineRoute } from '../routes/settings-offline.route';
import { TaskTypesRoute } from '../routes/settings-tasks-types.route';
import { SettingsTestRoute } from '../routes/settings-test.route';
import { SettingsRoute } from '../routes/settings.route';
import { TasksRoute } from '../routes/tasks.route';
import { TestSelectRoute } from '../routes/test-select.route';
import { NOT_FOUND_TITLE } from '../ui/pages/not-found';
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
