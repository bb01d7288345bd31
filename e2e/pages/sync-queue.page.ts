import { expect, type Locator, type Page } from '@playwright/test';

/** The header's sync queue summary: its badge and its details popover. */
export class SyncQueuePage {
  readonly trigger: Locator;
  readonly badge: Locator;
  readonly panel: Locator;

  constructor(private readonly page: Page) {
    this.trigger = page.getByTestId('sync-queue-button');
    this.badge = page.getByTestId('sync-queue-badge');
    this.panel = page.getByRole('dialog');
  }

  async open() {
    if ((await this.trigger.getAttribute('aria-expanded')) !== 'true') await this.trigger.click();
    await expect(this.panel).toBeVisible();
  }

  async close() {
    // Pressed on the panel itself: a field that kept the focus (a timeout input) takes Escape as
    // "put my value back" and the popover never sees it.
    await this.panel.press('Escape');
    await expect(this.panel).toBeHidden();
  }

  /** "N changes waiting to sync" as the popover says it. */
  async waitingCount(): Promise<number> {
    const text = await this.panel.getByText(/waiting to sync$/).innerText();
    return Number(/^(\d+)/.exec(text)?.[1] ?? NaN);
  }

  lastSuccessfulSync() {
    return this.panel.getByText('Last successful sync').locator('..');
  }
}
