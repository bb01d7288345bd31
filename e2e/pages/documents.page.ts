import { expect, type Page } from '@playwright/test';

/** The /documents library. */
export class DocumentsPage {
  constructor(readonly page: Page) {}

  readonly table = () => this.page.getByRole('table', { name: 'Documents' });
  readonly rows = () => this.table().locator('[data-document-id]');
  readonly row = (name: string) => this.rows().filter({ hasText: name });
  readonly search = () => this.page.getByLabel('Search documents');
  readonly dialog = () => this.page.getByRole('dialog');

  async goto(query = '') {
    await this.page.goto(`/documents${query}`);
    await this.page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
    await expect(this.page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  }

  async pick(label: string, option: string) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async menu(name: string, item: string | RegExp) {
    await this.page.getByRole('button', { name: `Actions for ${name}` }).click();
    return this.page.getByRole('menuitem', { name: item });
  }
}
