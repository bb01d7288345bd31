import { expect, type Page } from '@playwright/test';
import { dragRowWithKeyboard } from '../support/keyboard-drag';

/** Settings › Client fields. */
export class ClientFieldsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/settings/clients-fields');
    await expect(this.page.getByRole('textbox', { name: 'New field' })).toBeVisible({
      timeout: 20_000,
    });
  }

  /** The fields' names, in order. */
  async names(): Promise<string[]> {
    return this.page
      .getByRole('textbox', { name: /^Name of / })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  }

  async add(label: string, kind = 'Text', options: string[] = []) {
    await this.page.getByRole('textbox', { name: 'New field' }).fill(label);
    await this.page.getByRole('combobox', { name: 'Kind' }).click();
    await this.page.getByRole('option', { name: kind, exact: true }).click();
    if (options.length > 0) {
      const tags = this.page.getByRole('combobox', { name: 'Options', exact: true });
      for (const option of options) {
        await tags.fill(option);
        await tags.press('Enter');
      }
    }
    await this.page.getByRole('button', { name: 'Add field' }).click();
    await expect.poll(() => this.names()).toContain(label);
  }

  switchOf(name: string, label: 'Required' | 'Show in list') {
    return this.page.getByRole('switch', { name: `${label}: ${name}` });
  }

  /** Space, an arrow, Space on the grip, as a keyboard user drags (again if a save cancels it). */
  async dragWithKeyboard(name: string, key: 'ArrowUp' | 'ArrowDown') {
    await dragRowWithKeyboard(this.page, name, key, () => this.names());
  }
}
