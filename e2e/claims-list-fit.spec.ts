import { defaultUserPreferences } from '../src/domain/preferences.schema';
import { expect, test } from './fixtures';
import { ClaimsApi } from './pages/claims-list-api.page';
import { ClaimsListPage } from './pages/claims-list.page';

test.beforeEach(async ({ request }) => new ClaimsApi(request).resetPreferences());

const sideways = (list: ClaimsListPage) =>
  list.table().evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));

test('the default columns fit 1440 px; all 14 scroll sideways behind a sticky claim number', async ({
  page,
  request,
  loggedIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loggedIn;
  const list = new ClaimsListPage(page);
  await list.goto();
  const fit = await sideways(list);
  expect(fit.scroll).toBeLessThanOrEqual(fit.client);

  const all = defaultUserPreferences();
  await new ClaimsApi(request).savePreferences({
    ...all,
    claimsColumns: all.claimsColumns.map((c) => ({ ...c, visible: true })),
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await list.goto();
  await expect(list.headers()).toHaveCount(15);
  const wide = await sideways(list);
  expect(wide.scroll).toBeGreaterThan(wide.client);

  await list.table().evaluate((el) => el.scrollTo({ left: 600 }));
  const tableLeft = (await list.table().boundingBox())!.x;
  const claimNumber = list.rows().first().getByRole('cell').first();
  await expect(claimNumber).toHaveText(/^CLM-/);
  // Still at the table's left edge (its border aside), while the next cells scrolled away under it.
  await expect.poll(async () => (await claimNumber.boundingBox())!.x - tableLeft).toBeLessThan(2);
  const header = list.headers().first();
  await expect(header).toHaveText('Claim Number');
  expect((await header.boundingBox())!.x - tableLeft).toBeLessThan(2);
  const policy = list.rows().first().getByRole('cell').nth(1);
  expect((await policy.boundingBox())!.x).toBeLessThan(tableLeft);
});
