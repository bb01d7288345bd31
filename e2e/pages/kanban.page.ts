import { expect, type Locator, type Page } from '@playwright/test';
import type { ClaimsListPage } from './claims-list.page';

/** The claims kanban: one column per configured status, draggable cards, counts per column. */
export class KanbanPage {
  constructor(readonly page: Page) {}

  readonly board = () => this.page.getByRole('list', { name: 'Claims by status' });
  readonly column = (status: string) =>
    this.board()
      .locator('section')
      .filter({
        has: this.page.getByText(status, { exact: true }),
      });
  readonly card = (claimId: string) => this.board().locator(`[data-claim-id="${claimId}"]`);
  readonly cardIn = (status: string, claimId: string) =>
    this.column(status).locator(`[data-claim-id="${claimId}"]`);

  /** /claims switched to the board (the choice is kept as the user's preference). */
  async openFromList(list: ClaimsListPage) {
    await list.goto();
    await list.switchTo('Kanban');
    await this.waitForBoard();
  }

  async waitForBoard() {
    await expect(this.board()).toBeVisible({ timeout: 20_000 });
  }

  async columnTitles(): Promise<string[]> {
    return this.board().locator('section [id^="kanban-"]').allInnerTexts();
  }

  async count(status: string): Promise<number> {
    const badge = this.column(status).getByLabel(/^\d+ claims$/);
    const label = (await badge.getAttribute('aria-label')) ?? '';
    return Number(label.split(' ')[0]);
  }

  /** The id of the first card shown in a column. */
  async firstCardId(status: string): Promise<string> {
    const card = this.column(status).locator('[data-claim-id]').first();
    await expect(card).toBeVisible();
    return (await card.getAttribute('data-claim-id')) ?? '';
  }

  /** Both columns must be on screen. A real pointer drag: press on the card, move in steps (dnd-kit needs 6 px), drop on the column. */
  /**
   * Drags a card to another column with the mouse, as a user does. A board that re-renders under
   * the pointer (a sync landing mid-drag) cancels the drag, as it would for a user, who would
   * simply drag again: so does this, once.
   */
  async drag(claimId: string, toStatus: string) {
    await this.dragOnce(claimId, toStatus);
    const landed = await this.cardIn(toStatus, claimId)
      .waitFor({ state: 'visible', timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (!landed) await this.dragOnce(claimId, toStatus);
  }

  private async dragOnce(claimId: string, toStatus: string) {
    const from = await box(this.card(claimId));
    const to = await box(this.column(toStatus));
    const mouse = this.page.mouse;
    await mouse.move(from.x + from.width / 2, from.y + 20);
    await mouse.down();
    await mouse.move(from.x + from.width / 2 + 10, from.y + 30, { steps: 4 });
    await mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await mouse.move(to.x + to.width / 2 + 2, to.y + 90, { steps: 2 });
    await mouse.up();
  }
}

// No scrolling here: bringing the target into view would move the source card under the pointer.
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}
