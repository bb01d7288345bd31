import { expect, type Page } from '@playwright/test';

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
    const before = await this.names();
    for (let attempt = 0; attempt < 3; attempt++) {
      const grip = this.page.getByRole('button', { name: `Drag ${name}` });
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
}
