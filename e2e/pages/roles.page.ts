import { expect, type Page } from '@playwright/test';

/** Settings › Roles and permissions (the wide-screen matrix). */
export class RolesPage {
  constructor(private readonly page: Page) {}

  readonly matrix = () => this.page.getByRole('table', { name: 'Permissions of each role' });
  readonly newRole = () => this.page.getByRole('button', { name: 'New role' });
  readonly dialog = () => this.page.getByRole('dialog');
  readonly readOnlyNotice = () => this.page.getByTestId('read-only-notice');

  /** The checkbox of one role × permission, by the permission's label ("Manage users"). */
  cell(role: string, permission: string) {
    return this.matrix().getByRole('checkbox', { name: `${role}: ${permission}`, exact: true });
  }

  columnHeader(role: string) {
    return this.matrix().locator(`th[data-role-column="${role}"]`);
  }

  async goto() {
    await this.page.goto('/settings/roles');
    await expect(this.page.getByRole('heading', { name: 'Roles and permissions' })).toBeVisible();
  }

  async add(name: string, permissions: string[] = []) {
    await this.newRole().click();
    await this.dialog().getByLabel('Role name').fill(name);
    for (const permission of permissions) {
      await this.dialog().getByRole('checkbox', { name: permission }).check();
    }
    await this.dialog().getByRole('button', { name: 'Add role' }).click();
  }

  async remove(name: string) {
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
    await this.dialog().getByRole('button', { name: 'Delete role' }).click();
  }
}
