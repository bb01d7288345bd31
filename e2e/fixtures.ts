import { test as base } from '@playwright/test';
import { AppShellPage } from './pages/app-shell.page';
import { ClaimDetailsPage } from './pages/claim-details.page';
import { ClaimFormPage } from './pages/claim-form.page';
import { ClaimStatusesPage } from './pages/claim-statuses.page';
import { ClaimsListSettingsPage } from './pages/claims-list-settings.page';
import { ClaimsListPage } from './pages/claims-list.page';
import { ClientsPage } from './pages/clients.page';
import { DashboardPage } from './pages/dashboard.page';
import { KanbanPage } from './pages/kanban.page';
import { LockScreenPage } from './pages/lock-screen.page';
import { LoginPage } from './pages/login.page';
import { OfflineSettingsPage } from './pages/offline-settings.page';
import { SyncQueuePage } from './pages/sync-queue.page';
import { TaskTypesPage } from './pages/task-types.page';
import { TasksPage } from './pages/tasks.page';
import { UsersPage } from './pages/users.page';
import { ClaimsApi } from './support/claims-api';
import { FailureLog } from './support/failure-log';
import { Network } from './support/network';
import { OtherTab } from './support/other-tab';

export const ADJUSTER = { email: 'adjuster@example.com', name: 'Jordan Reyes' };

// Page models of the test's own page, so a spec names what it uses instead of building it. A
// second tab or browser still builds its own with `new`.
export const test = base.extend<{
  loginPage: LoginPage;
  shell: AppShellPage;
  dashboard: DashboardPage;
  claimsList: ClaimsListPage;
  listSettings: ClaimsListSettingsPage;
  board: KanbanPage;
  claimForm: ClaimFormPage;
  claimDetails: ClaimDetailsPage;
  statusSettings: ClaimStatusesPage;
  tasks: TasksPage;
  clients: ClientsPage;
  taskTypes: TaskTypesPage;
  lockScreen: LockScreenPage;
  offlineSettings: OfflineSettingsPage;
  syncQueue: SyncQueuePage;
  users: UsersPage;
  network: Network;
  otherTab: OtherTab;
  /** The server's API as the adjuster, the user `loggedIn` logs into the app. */
  adjusterApi: ClaimsApi;
  loggedIn: void;
  failureLog: void;
}>({
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new AppShellPage(page)),
  dashboard: async ({ page }, use) => use(new DashboardPage(page)),
  claimsList: async ({ page }, use) => use(new ClaimsListPage(page)),
  listSettings: async ({ page }, use) => use(new ClaimsListSettingsPage(page)),
  board: async ({ page }, use) => use(new KanbanPage(page)),
  claimForm: async ({ page }, use) => use(new ClaimFormPage(page)),
  claimDetails: async ({ page }, use) => use(new ClaimDetailsPage(page)),
  statusSettings: async ({ page }, use) => use(new ClaimStatusesPage(page)),
  tasks: async ({ page }, use) => use(new TasksPage(page)),
  clients: async ({ page }, use) => use(new ClientsPage(page)),
  taskTypes: async ({ page }, use) => use(new TaskTypesPage(page)),
  lockScreen: async ({ page }, use) => use(new LockScreenPage(page)),
  offlineSettings: async ({ page }, use) => use(new OfflineSettingsPage(page)),
  syncQueue: async ({ page }, use) => use(new SyncQueuePage(page)),
  users: async ({ page }, use) => use(new UsersPage(page)),
  network: async ({ page, context }, use) => use(new Network(page, context)),
  otherTab: async ({ page }, use) => use(new OtherTab(page)),
  adjusterApi: async ({ request }, use) => use(await ClaimsApi.login(request, ADJUSTER.email)),
  loggedIn: async ({ loginPage, dashboard }, use) => {
    await loginPage.goto();
    await loginPage.login(ADJUSTER.email);
    await dashboard.expectGreeting(ADJUSTER.name);
    await use();
  },
  failureLog: [
    async ({ page }, use, testInfo) => {
      const log = new FailureLog(page);
      await use();
      await log.printIfFailed(testInfo);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
