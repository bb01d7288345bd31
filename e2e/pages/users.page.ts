import { expect, type Page } from '@playwright/test';

// Settings › Users (issue 15).
export class UsersPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Users' });
  readonly row = (name: string) => this.page.getByTestId('user-row').filter({ hasText: name });
  readonly roleSelect = (name: string) =>
    this.page.getByRole('combobox', { name: `Role of ${name}` });
  readonly activityButton = (name: string) =>
    this.page.getByRole('button', { name: new RegExp(`^(Deactivate|Reactivate) ${name}$`) });

  async goto() {
    await this.page.goto('/settings/users');
    await expect(this.heading()).toBeVisible();
    await expect(this.page.getByTestId('user-row').first()).toBeVisible();
  }

  /** The role is among the choices of the user's role select (the screen has read it). */
  async expectRoleOffered(name: string, role: string) {
    await expect(async () => {
      if (!(await this.page.getByRole('listbox').isVisible())) await this.roleSelect(name).click();
      await expect(this.page.getByRole('option', { name: role, exact: true })).toBeVisible({
        timeout: 3_000,
      });
    }).toPass({ timeout: 30_000 });
    await this.page.keyboard.press('Escape');
  }

  // The list re-renders when the change feed reports a change to users or roles, which can
  // replace an open dropdown under the pointer: open it again and pick until the pick lands.
  async chooseRole(name: string, role: string) {
    await expect(async () => {
      if (!(await this.page.getByRole('listbox').isVisible())) await this.roleSelect(name).click();
      await this.page.getByRole('option', { name: role, exact: true }).click({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }

  async deactivate(name: string) {
    await this.page.getByRole('button', { name: `Deactivate ${name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(dialog).toBeHidden();
  }

  async reactivate(name: string) {
    await this.page.getByRole('button', { name: `Reactivate ${name}` }).click();
  }
}
