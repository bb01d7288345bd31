import { expect, type Page } from '@playwright/test';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  readonly greeting = () => this.page.getByRole('heading', { level: 1 });

  async expectGreeting(fullName: string) {
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.greeting()).toHaveText(`Welcome back, ${fullName}`);
  }
}
