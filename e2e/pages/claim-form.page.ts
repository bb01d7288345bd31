import { expect, type Locator, type Page } from '@playwright/test';

export interface ClaimFields {
  policyNumber?: string;
  dateOfLoss?: string;
  referralClient?: string;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  estimatedValue?: string;
}

/** The claim form (create from /claims "New claim", edit from the claim page). */
export class ClaimFormPage {
  readonly form: Locator;

  constructor(
    private readonly page: Page,
    name: 'New claim' | 'Edit claim' = 'New claim',
  ) {
    this.form = page.getByRole('form', { name });
  }

  async openNew() {
    await this.page.goto('/claims');
    await this.page.getByRole('button', { name: 'New claim' }).first().click();
    await expect(this.form).toBeVisible();
  }

  field(label: string) {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  /** The message Mantine shows under a field (linked by aria-describedby). */
  async errorOf(label: string): Promise<string> {
    const id = await this.field(label).getAttribute('aria-describedby');
    const ids = (id ?? '').split(' ').filter((part) => part.includes('error'));
    if (ids.length === 0) return '';
    return (await this.page.locator(`[id="${ids[0]}"]`).textContent()) ?? '';
  }

  async pick(label: string, option: string) {
    const select = this.form.getByRole('combobox', { name: label, exact: true });
    await select.click();
    await select.fill(option);
    await this.page.getByRole('option', { name: option, exact: true }).first().click();
  }

  async fill(values: ClaimFields) {
    const text: [keyof ClaimFields, string][] = [
      ['policyNumber', 'Policy number'],
      ['address', 'Address'],
      ['city', 'City'],
      ['state', 'State'],
      ['zipCode', 'ZIP code'],
      ['estimatedValue', 'Estimated value'],
    ];
    for (const [key, label] of text) {
      const value = values[key];
      if (value !== undefined) await this.field(label).fill(value);
    }
    if (values.dateOfLoss) await this.pickDay(values.dateOfLoss);
    if (values.referralClient) await this.pick('Referral client', values.referralClient);
  }

  /** Picks a day of the month shown when the date picker opens (the current month). */
  async pickDay(day: string) {
    await this.field('Date of loss').click();
    await this.page
      .locator('.mantine-DateInput-day:not([data-outside]):not([data-disabled])')
      .getByText(day, { exact: true })
      .first()
      .click();
  }

  async submit() {
    await this.form.getByRole('button', { name: /Create claim|Save changes/ }).click();
  }
}
