import { expect, type Page } from '@playwright/test';

export class AppShellPage {
  constructor(private readonly page: Page) {}

  readonly sidebar = () => this.page.getByRole('navigation', { name: 'Main' });
  readonly profileMenu = () => this.page.getByRole('button', { name: 'Profile menu' });
  readonly userName = () => this.page.getByTestId('user-full-name');
  readonly loginButton = () => this.page.getByRole('button', { name: 'Login' });

  async sidebarLabels(): Promise<string[]> {
    return this.sidebar().getByRole('link').allInnerTexts();
  }

  async logout() {
    await this.profileMenu().click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }

  /**
   * The device's first download is done (its set-up panel gone): lists and pickers read this
   * device's data. Call it once the page shows data, so the panel has had its chance to appear.
   */
  async expectFirstSyncDone(timeout = 60_000) {
    // The panel is also hidden before the device has started its first sync.
    await this.page
      .locator('html[data-initial-sync="done"]')
      .waitFor({ state: 'attached', timeout });
    await expect(this.page.getByText('Setting up this device')).toBeHidden({ timeout });
  }

  async expectLoggedInAs(fullName: string) {
    await expect(this.userName()).toHaveText(fullName);
  }
}
