import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login.page';

export class ProfilePage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Profile' });
  readonly nameForm = () => this.page.getByRole('form', { name: 'Name' });
  readonly passwordForm = () => this.page.getByRole('form', { name: 'Change password' });
  readonly sessions = () => this.page.getByRole('table', { name: 'Active sessions' });
  // From the start of the label: Mantine adds " *" to a required one, and "New password" is also
  // in "Confirm new password".
  readonly field = (label: string) => this.page.getByLabel(new RegExp(`^${label}`));

  /** Through the header's profile menu, as a user gets there. */
  async openFromMenu() {
    await this.page.getByRole('button', { name: 'Profile menu' }).click();
    await this.page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(this.page).toHaveURL(/\/profile$/);
    await expect(this.heading()).toBeVisible();
  }

  async rename(firstName: string, lastName: string) {
    await this.field('First name').fill(firstName);
    await this.field('Last name').fill(lastName);
    await this.nameForm().getByRole('button', { name: 'Save name' }).click();
  }

  async changePassword(next: string, current = DEMO_PASSWORD) {
    await this.field('Current password').fill(current);
    await this.field('New password').fill(next);
    await this.field('Confirm new password').fill(next);
    await this.passwordForm().getByRole('button', { name: 'Change password' }).click();
  }

  async logOutEverywhere() {
    await this.page.getByRole('button', { name: 'Log out everywhere' }).first().click();
    await this.page
      .getByRole('dialog', { name: 'Log out everywhere else?' })
      .getByRole('button', { name: 'Log out everywhere' })
      .click();
  }
}
