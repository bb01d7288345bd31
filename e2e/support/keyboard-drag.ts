import { expect, type Page } from '@playwright/test';

/**
 * Space, an arrow, Space on a sortable row's grip ("Drag {name}"), as a keyboard user drags. A
 * list re-rendering under the keys (a save's answer landing) can cancel the drag, as it would for
 * a user, who would simply drag again: so does this, with Escape first to leave no drag half
 * done, until `names` (the rows in order) changes.
 */
export async function dragRowWithKeyboard(
  page: Page,
  name: string,
  key: 'ArrowUp' | 'ArrowDown',
  names: () => Promise<string[]>,
) {
  const before = await names();
  for (let attempt = 0; attempt < 3; attempt++) {
    const grip = page.getByRole('button', { name: `Drag ${name}` });
    await grip.focus();
    await grip.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    const moved = await expect
      // Long enough that a drop applied late on a loaded machine is not dropped a second time.
      .poll(async () => (await names()).join() !== before.join(), { timeout: 8_000 })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (moved) return;
    await page.keyboard.press('Escape');
  }
}
