import { expect, type Page } from '@playwright/test';

/** Settings › Claim statuses. */
export class ClaimStatusesPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/settings/claims-statuses');
    await expect(this.page.getByRole('heading', { name: 'Claim statuses' }).first()).toBeVisible();
  }

  rows() {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('textbox', { name: /^Timeout in days for / }) });
  }

  timeout(status: string) {
    return this.page.getByRole('textbox', { name: `Timeout in days for ${status}` });
  }

  /** Types a timeout key by key, then commits it with Enter, blur (Tab) or leaves it for Escape. */
  async typeTimeout(status: string, days: string, finish: 'Enter' | 'Tab' | 'Escape' = 'Enter') {
    const field = this.timeout(status);
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.press('Backspace');
    await field.pressSequentially(days);
    await field.press(finish);
  }

  timeoutError() {
    return this.page.getByText('Enter a whole number of days from 1 to 3650');
  }

  async add(name: string) {
    await this.page.getByRole('textbox', { name: 'New status' }).fill(name);
    await this.page.getByRole('button', { name: 'Add status' }).click();
  }

  error() {
    return this.page.getByText('Status already exists');
  }

  async remove(status: string, moveTo?: string) {
    await this.page.getByRole('button', { name: `Remove status ${status}` }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    if (moveTo) {
      await dialog.getByRole('combobox', { name: 'Move claims to' }).click();
      await this.page.getByRole('option', { name: moveTo, exact: true }).click();
    }
    await dialog.getByRole('button', { name: /remove/i }).click();
    await expect(dialog).toBeHidden();
  }

  async names(): Promise<string[]> {
    const labels = await this.page
      .getByRole('textbox', { name: /^Timeout in days for / })
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''));
    return labels.map((label) => label.replace('Timeout in days for ', ''));
  }

  /** Keyboard drag on the row's grip: Space picks it up, arrows move it, Space drops it. */
  /**
   * Space, an arrow, Space on the grip, as a keyboard user drags. A list re-rendering under the
   * keys (a save's answer landing) can cancel the drag, as it would for a user, who would simply
   * drag again: so does this, with Escape first to leave no drag half done.
   */
  async dragWithKeyboard(status: string, key: 'ArrowUp' | 'ArrowDown') {
    const before = await this.names();
    for (let attempt = 0; attempt < 3; attempt++) {
      const grip = this.page.getByRole('button', { name: `Drag ${status}` });
      await grip.focus();
      await grip.press('Space');
      await this.page.waitForTimeout(150);
      await this.page.keyboard.press(key);
      await this.page.waitForTimeout(150);
      await this.page.keyboard.press('Space');
      const moved = await expect
        .poll(async () => (await this.names()).join() !== before.join(), { timeout: 3_000 })
        .toBe(true)
        .then(() => true)
        .catch(() => false);
      if (moved) return;
      await this.page.keyboard.press('Escape');
    }
  }

  async moveUp(status: string) {
    await this.page.getByRole('button', { name: `Move ${status} up` }).click();
  }
}
