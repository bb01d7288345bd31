import { expect, type Page } from '@playwright/test';

// Settings › Users and roles › Invitations: the invite dialog and the pending table.
export class InvitationsPage {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog');
  readonly table = () => this.page.getByRole('table', { name: 'Pending invitations' });
  readonly row = (email: string) => this.table().getByRole('row').filter({ hasText: email });

  async goto() {
    await this.page.goto('/settings/invitations');
    await expect(this.page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  }

  /** Invites through the dialog and returns the link it shows, read from the clipboard. */
  async invite(email: string, role: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = this.dialog();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await this.page.getByRole('option', { name: role, exact: true }).click();
    await dialog.getByRole('button', { name: 'Create invitation link' }).click();
    return this.copyShownLink();
  }

  /** Copies the link the open dialog shows and returns what the clipboard holds. */
  async copyShownLink(): Promise<string> {
    const dialog = this.dialog();
    await expect(dialog.getByText('Copy the link and send it yourself')).toBeVisible();
    const link = await dialog.getByLabel('Invitation link').inputValue();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    // The clipboard, not the button's "Copied", which shows for a second only: a loaded machine
    // can take longer than that to look.
    await expect.poll(() => this.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    return link;
  }

  async closeDialog() {
    await this.dialog()
      .getByRole('button', { name: /^(Done|Close)$/ })
      .first()
      .click();
    await expect(this.dialog()).toBeHidden();
  }
}
