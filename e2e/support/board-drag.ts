import type { Locator, Page } from '@playwright/test';

/**
 * Drags a card to another column with the mouse, as a user does. A board that re-renders under
 * the pointer (a sync landing mid-drag) cancels the drag, as it would for a user, who would
 * simply drag again: so does this, once, unless `landed` (the card in its new column) shows.
 */
export async function dragToColumn(page: Page, card: Locator, column: Locator, landed: Locator) {
  // A user drags in the tab in front. Behind another tab of the test (a second page opened
  // later comes to the front), Chromium 150 may not answer the pointer moves at all.
  await page.bringToFront();
  await dragOnce(page, card, column);
  const done = await landed
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!done) await dragOnce(page, card, column);
}

/** Both must be on screen. A real pointer drag: press on the card, move in steps (dnd-kit needs 6 px), drop on the column. */
async function dragOnce(page: Page, card: Locator, column: Locator) {
  const from = await box(card);
  const to = await box(column);
  const mouse = page.mouse;
  await mouse.move(from.x + from.width / 2, from.y + 20);
  await mouse.down();
  await mouse.move(from.x + from.width / 2 + 10, from.y + 30, { steps: 4 });
  await mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await mouse.move(to.x + to.width / 2 + 2, to.y + 90, { steps: 2 });
  await mouse.up();
}

// No scrolling here: bringing the target into view would move the source card under the pointer.
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}
