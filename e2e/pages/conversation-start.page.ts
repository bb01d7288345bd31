import { expect, type Page } from '@playwright/test';
import { ClaimDetailsPage } from './claim-details.page';

/**
 * Starts a titled conversation on a claim that already has notes: their "Note status: New"
 * buttons also answer to the name "New", so the panel's button is matched exactly.
 */
export async function startConversation(page: Page, title: string): Promise<void> {
  const details = new ClaimDetailsPage(page);
  await details.conversations.getByRole('textbox', { name: 'New conversation title' }).fill(title);
  await details.conversations.getByRole('button', { name: 'New', exact: true }).click();
  await details.openConversation(title);
  await expect(
    details.conversations.getByRole('textbox', { name: `New note in ${title}` }),
  ).toBeVisible();
}
