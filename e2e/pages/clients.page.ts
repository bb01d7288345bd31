import { expect, type Locator, type Page } from '@playwright/test';

export interface ClientFields {
  type?: 'Individual' | 'Company';
  firstName?: string;
  lastName?: string;
  companyName?: string;
  email?: string;
  phone?: string;
  city?: string;
  state?: string;
  notes?: string;
}

/** The /clients list, the client dialog and the /clients/:id details page. */
export class ClientsPage {
  constructor(readonly page: Page) {}

  readonly table = () => this.page.getByRole('table', { name: 'Clients' });
  readonly rows = () => this.table().locator('[data-contact-id]');
  readonly row = (name: string) =>
    this.rows().filter({ has: this.page.getByRole('link', { name, exact: true }) });
  readonly search = () => this.page.getByLabel('Search clients');
  readonly dialog = () => this.page.getByRole('dialog');
  readonly newButton = () => this.page.getByRole('button', { name: 'New client' });
  readonly linkedClaims = () => this.page.getByRole('list', { name: 'Linked claims' });

  async goto(query = '') {
    await this.page.goto(`/clients${query}`);
    await this.page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
    await expect(this.page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  }

  /** The texts of one column of the list, in order. */
  async columnTexts(index: number): Promise<string[]> {
    return this.rows().locator(`[role="cell"]:nth-child(${index})`).allInnerTexts();
  }

  async pick(field: Locator, option: string) {
    await field.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fill(values: ClientFields) {
    const dialog = this.dialog();
    if (values.type) {
      await dialog.getByRole('radiogroup', { name: 'Client type' }).getByText(values.type).click();
      await expect(dialog.getByRole('radio', { name: values.type })).toBeChecked();
    }
    const text: [keyof ClientFields, string][] = [
      ['companyName', 'Company name'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', values.type === 'Company' ? 'Company email' : 'Email'],
      ['phone', values.type === 'Company' ? 'Company phone' : 'Phone'],
      ['city', 'City'],
      ['state', 'State'],
      ['notes', 'Notes'],
    ];
    for (const [key, label] of text) {
      const value = values[key];
      if (value !== undefined) {
        const field = dialog.getByRole('textbox', { name: label, exact: true }).first();
        await field.fill(value);
        // The full cleaning rule runs on blur and may add a message that moves the buttons.
        await field.blur();
      }
    }
  }

  async save(label = /^(Create client|Save changes)$/) {
    await this.dialog().getByRole('button', { name: label }).click();
    await expect(this.dialog()).toBeHidden();
  }

  async openDetails(name: string) {
    await this.row(name).getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }

  /** "Merge into…" on a client's page: picks the client to keep and confirms. */
  async mergeInto(keptName: string, summary: string | RegExp) {
    await this.page.getByRole('button', { name: 'Merge into…' }).click();
    const field = this.dialog().getByRole('combobox', { name: 'Client to keep' });
    await field.fill(keptName);
    await this.page.getByRole('option', { name: keptName, exact: true }).click();
    await expect(this.dialog().getByTestId('merge-summary')).toContainText(summary);
    await this.dialog().getByRole('button', { name: 'Merge clients' }).click();
    await expect(this.dialog()).toBeHidden();
  }
}
