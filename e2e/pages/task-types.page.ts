import { expect, type Page } from '@playwright/test';
import { dragRowWithKeyboard } from '../support/keyboard-drag';

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
    // Shown before the next step, which saves the whole list as the screen has it.
    await expect(
      this.page.getByRole('button', { name: `Colour of ${name}: ${colour}` }),
    ).toBeVisible();
  }

  /** Keyboard drag on the row's grip (again if a re-render cancelled it). */
  async dragWithKeyboard(name: string, key: 'ArrowUp' | 'ArrowDown') {
    await dragRowWithKeyboard(this.page, name, key, () => this.names());
  }
}
