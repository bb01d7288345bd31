import { ADJUSTER, expect, test } from './fixtures';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';

// Issue 16: the command palette, the keyboard shortcuts and the appearance that follows the user.
// The tests share this file's server: the dark scheme is chosen last.

test.beforeEach(async ({ loggedIn }) => loggedIn);

test('Ctrl+K finds a claim by its customer name, live, and opens it', async ({
  page,
  adjusterApi,
}) => {
  // Created after the app opened: it reaches the palette's index through the change feed.
  const claim = await adjusterApi.createClaim('HO-PALETTE-0001', 'Linda Nguyen');
  const claimNumber = String(claim.claim_number);
  await page.keyboard.press('ControlOrMeta+K');
  const search = page.getByRole('textbox', { name: /Find claims, clients/ });
  await expect(search).toBeFocused();
  await search.fill('nguyen lin');
  const result = page.getByRole('button', { name: new RegExp(claimNumber) });
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/claims/${String(claim.id)}$`));
  await expect(page.getByRole('heading', { name: claimNumber })).toBeVisible();

  // Picked once, it is the first thing the palette offers next time.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('button', { name: new RegExp(claimNumber) })).toBeVisible();
});

test('g then t opens the tasks, ? shows the shortcuts, and typing in a field fires nothing', async ({
  page,
}) => {
  // The shortcuts arrive with the signed-in shell's chunk, after the first screen; the header's
  // Search button comes in the same chunk.
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();

  await page.keyboard.press('Shift+?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('row', { name: /New task/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.keyboard.type('gc');
  await expect(page).toHaveURL(/\/tasks$/);
});

test('dark chosen in Appearance stays after a reload and reaches another device of the user', async ({
  page,
  browser,
}) => {
  const scheme = (p: typeof page) => p.locator('html').getAttribute('data-mantine-color-scheme');
  await page.goto('/settings/dashboard-appearance');
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // Before the app's code runs, the device copy already paints dark (no light flash).
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('html[data-mantine-color-scheme]', { state: 'attached' });
  expect(await scheme(page)).toBe('dark');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

  const context = await browser.newContext();
  const other = await context.newPage();
  const login = new LoginPage(other);
  await login.goto();
  await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await login.login(ADJUSTER.email);
  await new DashboardPage(other).expectGreeting(ADJUSTER.name);
  await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await context.close();
});
