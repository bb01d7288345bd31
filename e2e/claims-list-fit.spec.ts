import { defaultUserPreferences } from '../src/domain/preferences.schema';
import { expect, test } from './fixtures';
import type { ClaimsListPage } from './pages/claims-list.page';

test.beforeEach(({ adjusterApi }) => adjusterApi.resetPreferences());

const sideways = (list: ClaimsListPage) =>
  list.table().evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));

test('the default columns fit 1440 px; all 14 scroll sideways behind a sticky claim number', async ({
  page,
  loggedIn,
  claimsList,
  adjusterApi,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loggedIn;
  await claimsList.goto();
  const fit = await sideways(claimsList);
  expect(fit.scroll).toBeLessThanOrEqual(fit.client);

  const all = defaultUserPreferences();
  await adjusterApi.savePreferences({
    ...all,
    claimsColumns: all.claimsColumns.map((c) => ({ ...c, visible: true })),
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await claimsList.goto();
  await expect(claimsList.headers()).toHaveCount(15);
  const wide = await sideways(claimsList);
  expect(wide.scroll).toBeGreaterThan(wide.client);

  await claimsList.table().evaluate((el) => el.scrollTo({ left: 600 }));
  const tableLeft = (await claimsList.table().boundingBox())!.x;
  const claimNumber = claimsList.rows().first().getByRole('cell').first();
  await expect(claimNumber).toHaveText(/^CLM-/);
  // Still at the table's left edge (its border aside), while the next cells scrolled away under it.
  await expect.poll(async () => (await claimNumber.boundingBox())!.x - tableLeft).toBeLessThan(2);
  const header = claimsList.headers().first();
  await expect(header).toHaveText('Claim Number');
  expect((await header.boundingBox())!.x - tableLeft).toBeLessThan(2);
  const policy = claimsList.rows().first().getByRole('cell').nth(1);
  expect((await policy.boundingBox())!.x).toBeLessThan(tableLeft);
});
