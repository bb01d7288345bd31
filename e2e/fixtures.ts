import { test as base } from '@playwright/test';
import { AppShellPage } from './pages/app-shell.page';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';

export const ADJUSTER = { email: 'adjuster@example.com', name: 'Jordan Reyes' };

export const test = base.extend<{
  loginPage: LoginPage;
  shell: AppShellPage;
  dashboard: DashboardPage;
  loggedIn: void;
}>({
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new AppShellPage(page)),
  dashboard: async ({ page }, use) => use(new DashboardPage(page)),
  loggedIn: async ({ loginPage, dashboard }, use) => {
    await loginPage.goto();
    await loginPage.login(ADJUSTER.email);
    await dashboard.expectGreeting(ADJUSTER.name);
    await use();
  },
});

export { expect } from '@playwright/test';
