import { expect, test } from './fixtures';

test.beforeEach(({ adjusterApi }) => adjusterApi.resetPreferences());

test('kanban by keyboard alone: the shared "Move to" menu and the grip both move a card', async ({
  page,
  loggedIn,
  board,
  claimsList,
  adjusterApi,
}) => {
  await loggedIn;
  await board.openFromList(claimsList);

  // The menu: focus the card's button, open it with Enter, walk to "Settled", choose it.
  const id = await board.firstCardId('New');
  const claimNumber = (await adjusterApi.claim(id)).claim_number;
  const menuButton = board.card(id).getByRole('button', { name: `Move claim ${claimNumber}` });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toHaveCount(1);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'New' })).toHaveCount(0);
  // Escape closes it and gives focus back to the card's button.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  const settled = menu.getByRole('menuitem', { name: 'Settled' });
  for (let i = 0; i < 8 && !(await settled.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(settled).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(board.cardIn('Settled', id)).toBeVisible();
  await expect.poll(async () => (await adjusterApi.claim(id)).status).toBe('Settled');

  // The grip: Space picks the card up, ArrowRight moves one column, Space drops it.
  const next = await board.firstCardId('In Progress');
  const nextNumber = (await adjusterApi.claim(next)).claim_number;
  await board
    .card(next)
    .getByRole('button', { name: `Drag claim ${nextNumber}` })
    .focus();
  // Each step waits for what a screen reader hears, as a user waits for the board to respond.
  const heard = (text: string | RegExp) =>
    expect(page.getByRole('status').filter({ hasText: text }));
  await page.keyboard.press('Space');
  // Picked up (the board may already say which column the card is over).
  await heard(
    new RegExp(`(Picked up claim|Claim) ${String(nextNumber)} (in|is over) In Progress`),
  ).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await heard(`Claim ${String(nextNumber)} is over Pending Client.`).toHaveCount(1);
  await page.keyboard.press('Space');
  await heard(`Claim ${String(nextNumber)} moved to Pending Client.`).toHaveCount(1);
  await expect(board.cardIn('Pending Client', next)).toBeVisible();
  await expect.poll(async () => (await adjusterApi.claim(next)).status).toBe('Pending Client');
});
