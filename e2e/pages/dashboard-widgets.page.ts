import { expect, type Page } from '@playwright/test';
import { dragRowWithKeyboard } from '../support/keyboard-drag';

/** The dashboard's widgets and its Customize panel (issue 16). */
export class DashboardWidgetsPage {
  constructor(private readonly page: Page) {}

  readonly widget = (id: string) => this.page.locator(`section[data-widget="${id}"]`);
  readonly panel = () => this.page.getByRole('region', { name: 'Customize the dashboard' });

  /** The widget ids in the order the dashboard shows them. */
  async order(): Promise<string[]> {
    return this.page
      .locator('section[data-widget]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget') ?? ''));
  }

  async expectOrder(ids: readonly string[]) {
    await expect.poll(() => this.order()).toEqual(ids);
  }

  async customize() {
    await this.page.getByRole('link', { name: 'Customize' }).click();
    await expect(this.page).toHaveURL(/\?customize=true$/);
    await expect(this.panel()).toBeVisible();
  }

  async remove(title: string) {
    await this.panel()
      .getByRole('button', { name: `Remove ${title}` })
      .click();
  }

  /**
   * Keyboard drag: Space picks the widget up by its grip, an arrow moves it one place, Space drops
   * it; with the pauses dnd-kit needs to measure the list after the pick-up (an arrow pressed at
   * once is lost in Chromium 150), once per place.
   */
  async moveUpByKeyboard(title: string, steps: number) {
    for (let i = 0; i < steps; i++)
      await dragRowWithKeyboard(this.page, title, 'ArrowUp', () => this.order());
  }
}
