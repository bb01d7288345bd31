import { expect, type Page } from '@playwright/test';

export class SecuritySettingsPage {
  constructor(private readonly page: Page) {}

  readonly form = () => this.page.getByRole('form', { name: 'Security settings' });
  readonly idleMinutes = () => this.form().getByLabel('Lock after idle time');
  readonly minLength = () => this.form().getByLabel('Minimum length');
  readonly expiryDays = () => this.form().getByLabel('Password expiry');
  readonly restrict = () => this.form().getByLabel('Restrict access by IP address');
  readonly draftAddress = () => this.form().getByLabel('Address or range to allow');
  readonly saved = () => this.form().getByRole('status');

  async goto() {
    await this.page.goto('/settings/security');
    await expect(this.form()).toBeVisible();
  }

  async addAddress(entry: string) {
    await this.draftAddress().fill(entry);
    await this.form().getByRole('button', { name: 'Add', exact: true }).click();
  }

  async save() {
    await this.form().getByRole('button', { name: 'Save' }).click();
  }
}
