import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2026pass';

export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly email = () => this.page.getByLabel('Email');
  readonly password = () => this.page.locator('input[name="password"]');
  readonly submit = () => this.page.getByRole('button', { name: 'Log in' });
  readonly error = () => this.page.getByRole('alert');

  async goto() {
    await this.page.goto('/login');
    await expect(this.email()).toBeVisible();
  }

  async login(email: string, password = DEMO_PASSWORD) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }
}
