import { expect, type Page } from '@playwright/test';

// The public /invite/:token page.
export class AcceptInvitationPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 });

  async accept(fields: { firstName: string; lastName: string; password: string }) {
    await this.page.getByLabel('First name').fill(fields.firstName);
    await this.page.getByLabel('Last name').fill(fields.lastName);
    // The password fields by order: their labels carry the required mark.
    const passwords = this.page.locator('input[type="password"]');
    await passwords.nth(0).fill(fields.password);
    await passwords.nth(1).fill(fields.password);
    await this.page.getByRole('button', { name: 'Create my account' }).click();
  }

  async expectUnusable(reason: RegExp) {
    await expect(this.heading()).toHaveText('This invitation cannot be used');
    await expect(this.page.getByText(reason)).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'Go to login' })).toBeVisible();
  }
}
