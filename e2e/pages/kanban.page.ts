import { expect, type Page } from '@playwright/test';
import { dragToColumn } from '../support/board-drag';
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

  /** Drags a card to another column with the mouse (once more if a re-render cancelled it). */
  async drag(claimId: string, toStatus: string) {
    await dragToColumn(
      this.page,
      this.card(claimId),
      this.column(toStatus),
      this.cardIn(toStatus, claimId),
    );
  }
}
