import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login.page';

export class LockScreenPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Session locked' });
  readonly password = () => this.page.locator('form[aria-label="Unlock"] input[name="password"]');
  readonly unlockButton = () => this.page.getByRole('button', { name: 'Unlock' });
  readonly error = () => this.page.getByRole('alert');

  async expectLocked() {
    await expect(this.heading()).toBeVisible();
  }

  async unlock(password = DEMO_PASSWORD) {
    await this.password().fill(password);
    await this.unlockButton().click();
  }
}
