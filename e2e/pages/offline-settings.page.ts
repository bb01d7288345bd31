import { expect, type Page } from '@playwright/test';

// Settings › Offline: collections with their counts and the sync queue.
export class OfflineSettingsPage {
  constructor(private readonly page: Page) {}

  readonly collections = () => this.page.getByRole('table', { name: 'Collections on this device' });
  readonly queueHeading = () => this.page.getByRole('heading', { name: 'Sync queue' });

  async goto() {
    await this.page.goto('/settings/offline');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Offline' })).toBeVisible();
  }

  /** The row of a pulled record the device set aside (`collection/id`). */
  setAside(collection: string, id: string) {
    return this.page.locator(`tr[data-set-aside="${collection}/${id}"]`);
  }

  /** The live document count shown for one collection. */
  count(collection: string) {
    return this.page.locator(`tr[data-collection="${collection}"] td`).nth(1);
  }
}
