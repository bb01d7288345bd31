import { expect, type Page } from '@playwright/test';

export const READ_ONLY_REASON =
  'Read only: changing these needs the Manage settings permission (Owner or Admin).';

/** Settings › Organization, Notifications, Documents and Offline: one form per group. */
export class OrgSettingsPage {
  constructor(private readonly page: Page) {}

  async goto(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('form')).toBeVisible({ timeout: 20_000 });
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  switchOf(label: string) {
    return this.page.getByRole('switch', { name: label });
  }

  save() {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }

  async saveAndWait() {
    await this.save().click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  }

  /** A CSS variable of the theme as the page has it now. */
  themeVariable(name: string) {
    return this.page.evaluate(
      (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
      name,
    );
  }

  headerLogo() {
    return this.page.getByRole('banner').getByTestId('organization-logo');
  }
}
