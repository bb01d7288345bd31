import { expect, type Page } from '@playwright/test';

/** Settings › Task types. */
export class TaskTypesPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/settings/tasks-types');
    await expect(this.page.getByRole('list', { name: 'Task types', exact: true })).toBeVisible({
      timeout: 20_000,
    });
  }

  /** The offered types' names, in order. */
  async names(): Promise<string[]> {
    const labels = await this.page
      .getByRole('textbox', { name: /^Name of / })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    return labels;
  }

  retired() {
    return this.page.getByRole('list', { name: 'Retired task types' });
  }

  async add(name: string) {
    await this.page.getByRole('textbox', { name: 'New type' }).fill(name);
    await this.page.getByRole('button', { name: 'Add type' }).click();
  }

  async rename(from: string, to: string) {
    const field = this.page.getByRole('textbox', { name: `Name of ${from}` });
    await field.fill(to);
    await field.press('Enter');
  }

  async recolour(name: string, colour: string) {
    await this.page.getByRole('button', { name: new RegExp(`^Colour of ${name}:`) }).click();
    await this.page.getByRole('button', { name: `Use ${colour} for ${name}` }).click();
  }

  /**
   * Space, an arrow, Space on the grip, as a keyboard user drags; a list re-rendering under the
   * keys (a save landing) can cancel the drag, as it would for a user, who drags again.
   */
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
