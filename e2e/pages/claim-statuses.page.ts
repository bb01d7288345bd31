import { expect, type Page } from '@playwright/test';
import { dragRowWithKeyboard } from '../support/keyboard-drag';

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

  /** Keyboard drag on the row's grip (again if a re-render cancelled it). */
  async dragWithKeyboard(status: string, key: 'ArrowUp' | 'ArrowDown') {
    await dragRowWithKeyboard(this.page, status, key, () => this.names());
  }

  async moveUp(status: string) {
    await this.page.getByRole('button', { name: `Move ${status} up` }).click();
  }
}
