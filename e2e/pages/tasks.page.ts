import { expect, type Locator, type Page } from '@playwright/test';
import { dragToColumn } from '../support/board-drag';

export interface TaskFields {
  title?: string;
  type?: string;
  priority?: string;
  claim?: string;
  assignee?: string;
  /** A day of the month shown when the picker opens (the current month). */
  dueDay?: string;
  dueTime?: string;
  description?: string;
}

/** The /tasks screen: views, filters, the list, the board and the task dialog. */
export class TasksPage {
  constructor(readonly page: Page) {}

  readonly table = () => this.page.getByRole('table', { name: 'Tasks' });
  readonly board = () => this.page.getByRole('list', { name: 'Tasks by status' });
  readonly rows = () => this.table().locator('[data-task-id]');
  readonly row = (title: string) =>
    this.rows().filter({ has: this.page.getByText(title, { exact: true }) });
  readonly dialog = () => this.page.getByRole('dialog');
  readonly quickAdd = () => this.page.getByLabel('Quick add a task');
  readonly search = () => this.page.getByLabel('Search tasks');
  readonly overdueClaims = () => this.page.getByRole('region', { name: 'Overdue claims' });
  readonly column = (status: string) =>
    this.board()
      .locator('section')
      .filter({ has: this.page.getByText(status, { exact: true }) });
  readonly card = (title: string) =>
    this.board().locator('[data-task-id]').filter({ hasText: title });

  async goto(query = '') {
    await this.page.goto(`/tasks${query}`);
    await this.page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
    await expect(this.page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  }

  async openView(name: string) {
    await this.page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  }

  /** The texts of one column of the list, in order. */
  async columnTexts(index: number): Promise<string[]> {
    return this.rows().locator(`[role="cell"]:nth-child(${index})`).allInnerTexts();
  }

  async openNew() {
    await this.page.getByRole('button', { name: 'New task' }).click();
    await expect(this.dialog()).toBeVisible();
  }

  async fill(values: TaskFields) {
    const dialog = this.dialog();
    if (values.title !== undefined) await dialog.getByLabel('Title').fill(values.title);
    if (values.description !== undefined) {
      await dialog.getByRole('textbox', { name: 'Description' }).fill(values.description);
    }
    for (const [label, value] of [
      ['Type', values.type],
      ['Priority', values.priority],
      ['Claim', values.claim],
      ['Assignee', values.assignee],
    ] as const) {
      if (value !== undefined) {
        await this.pick(dialog.getByRole('combobox', { name: label, exact: true }), value);
      }
    }
    if (values.dueDay) {
      await dialog.getByLabel('Due date').click();
      await this.page
        .locator('.mantine-DateInput-day:not([data-outside]):not([data-disabled])')
        .getByText(values.dueDay, { exact: true })
        .first()
        .click();
    }
    if (values.dueTime) await dialog.getByLabel('Time').fill(values.dueTime);
  }

  /** Picks an option of a Mantine select, typing first when it is searchable. */
  async pick(field: Locator, option: string) {
    await field.click();
    if ((await field.getAttribute('readonly')) === null) await field.fill(option);
    const exact = this.page.getByRole('option', { name: option, exact: true });
    const choice =
      (await exact.count()) > 0 ? exact : this.page.getByRole('option', { name: option });
    await choice.first().click();
  }

  async save(label = /^(Create task|Save changes)$/) {
    await this.dialog().getByRole('button', { name: label }).click();
    await expect(this.dialog()).toBeHidden();
  }

  doneToggle(title: string) {
    return this.page.getByRole('button', { name: `Mark “${title}” done` });
  }

  /** Drags a card to another column with the mouse (once more if a re-render cancelled it). */
  async drag(title: string, toStatus: string) {
    await dragToColumn(
      this.page,
      this.card(title),
      this.column(toStatus),
      this.column(toStatus).locator('[data-task-id]').filter({ hasText: title }),
    );
  }
}
