import { expect, type Locator, type Page } from '@playwright/test';

/** The /claims screen in its list view: filter bar, saved views, view toggle, virtualized rows. */
export class ClaimsListPage {
  constructor(readonly page: Page) {}

  readonly table = () => this.page.getByRole('table', { name: 'Claims' });
  readonly rows = () => this.table().locator('[role="row"][data-claim-id]');
  readonly row = (claimId: string) => this.table().locator(`[data-claim-id="${claimId}"]`);
  readonly search = () => this.page.getByRole('textbox', { name: 'Search claims' });
  readonly headers = () => this.table().getByRole('columnheader');
  readonly sortButton = (header: string) =>
    this.table().getByRole('button', { name: new RegExp(`^Sort by ${header}`) });
  readonly count = () => this.page.getByText(/^\d[\d,]* (of [\d,]+ )?claims$/);
  readonly viewOption = (label: 'List' | 'Kanban') =>
    this.page.locator('.mantine-SegmentedControl-root label', { hasText: label });
  readonly newClaim = () => this.page.getByRole('button', { name: 'New claim' });
  readonly claimSettings = () => this.page.getByRole('link', { name: 'Claim Settings' });

  async goto(query = '') {
    await this.page.goto(`/claims${query}`);
    await this.waitForRows();
  }

  async waitForRows() {
    await expect(this.rows().first()).toBeVisible({ timeout: 20_000 });
  }

  async switchTo(view: 'List' | 'Kanban') {
    await this.viewOption(view).click();
  }

  async headerTexts(): Promise<string[]> {
    const texts = await this.headers().allInnerTexts();
    return texts.map((t) => t.trim()).filter((t) => t && t !== 'Sync');
  }

  /** The text of one column in the rendered rows, top to bottom. */
  async columnTexts(header: string): Promise<string[]> {
    const index = (await this.headerTexts()).indexOf(header);
    expect(index).toBeGreaterThanOrEqual(0);
    const rows = await this.rows().all();
    const sorted = await Promise.all(
      rows.map(async (row) => ({
        at: Number(await row.getAttribute('data-index')),
        text: (await row.getByRole('cell').nth(index).innerText()).trim(),
      })),
    );
    return sorted.sort((a, b) => a.at - b.at).map((r) => r.text);
  }

  async firstRowText(): Promise<string> {
    return (await this.rows().first().innerText()).replace(/\s+/g, ' ');
  }

  rowWithText(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }
}
