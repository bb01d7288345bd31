import { expect, type Page } from '@playwright/test';

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

  /** Keyboard drag: Space picks the widget up by its grip, arrows move it, Space drops it. */
  async moveUpByKeyboard(title: string, steps: number) {
    await this.panel()
      .getByRole('button', { name: `Drag ${title}` })
      .focus();
    await this.page.keyboard.press('Space');
    for (let i = 0; i < steps; i++) await this.page.keyboard.press('ArrowUp');
    await this.page.keyboard.press('Space');
  }
}
