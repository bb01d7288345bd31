import { expect, type Page } from '@playwright/test';

/** /settings/claims-columns and /settings/claims-kanban: show, hide and reorder. */
export class ClaimsListSettingsPage {
  constructor(readonly page: Page) {}

  readonly rows = () => this.page.locator('[data-row-id]');
  readonly checkbox = (header: string) => this.page.getByRole('checkbox', { name: header });
  readonly moveUp = (header: string) =>
    this.page.getByRole('button', { name: `Move ${header} up`, exact: true });
  readonly moveDown = (header: string) =>
    this.page.getByRole('button', { name: `Move ${header} down`, exact: true });
  readonly reset = () => this.page.getByRole('button', { name: 'Reset to defaults' });

  async gotoColumns() {
    await this.page.goto('/settings/claims-columns');
    await expect(this.rows().first()).toBeVisible();
  }

  async gotoKanban() {
    await this.page.goto('/settings/claims-kanban');
    await expect(this.rows().first()).toBeVisible();
  }

  async order(): Promise<string[]> {
    return (await this.rows().allInnerTexts()).map((t) => t.trim());
  }
}
