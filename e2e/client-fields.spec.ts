import { expect, test } from './fixtures';
import { ClientFieldsPage } from './pages/client-fields.page';
import { ClaimsApi } from './support/claims-api';

type Field = { id: string; label: string; hidden: boolean; required: boolean };
type Row = Record<string, unknown>;

const stamp = String(Date.now()).slice(-6);
const TIER = `Tier ${stamp}`;
const REGION = `Region ${stamp}`;
const CODE = `Code ${stamp}`;
const LATER = `Offline ${stamp}`;

async function serverFields(api: ClaimsApi): Promise<Field[]> {
  const settings = (await api.get(`/organizations/${api.orgId}/settings`)) as {
    client_settings: { fields: Field[] };
  };
  return settings.client_settings.fields;
}

// The e2e server is shared by every spec: leave this spec's fields hidden (never asked, values
// kept), so the other client forms are as they were.
test.afterEach(async ({ request }) => {
  const api = await ClaimsApi.login(request, 'owner@example.com');
  const fields = await serverFields(api);
  const ours = (f: Field) => f.label.endsWith(stamp);
  if (!fields.some((f) => ours(f) && !f.hidden)) return;
  await api.put(`/organizations/${api.orgId}/settings/clientSettings`, {
    fields: fields.map((f) => (ours(f) ? { ...f, hidden: true } : f)),
  });
});

test('client fields: add, list, reorder by keyboard; the form asks them, the list and details show them; offline too', async ({
  page,
  request,
  loginPage,
  clients,
  network,
}) => {
  test.setTimeout(120_000);
  const fields = new ClientFieldsPage(page);
  await loginPage.goto();
  await loginPage.login('owner@example.com');
  await page.waitForURL((url) => url.pathname === '/');
  const api = await ClaimsApi.login(request, 'owner@example.com');

  await fields.goto();
  await fields.add(TIER, 'Select', ['Gold', 'Silver']);
  await fields.switchOf(TIER, 'Show in list').click();
  await fields.add(CODE);
  await fields.switchOf(CODE, 'Required').click();
  await fields.add(REGION);
  // A select without options is refused at the field.
  await page.getByRole('textbox', { name: 'New field' }).fill(`Empty ${stamp}`);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Select', exact: true }).click();
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByText('A select field needs at least one option')).toBeVisible();

  await fields.dragWithKeyboard(REGION, 'ArrowUp');
  const ours = async () => (await fields.names()).filter((n) => n.endsWith(stamp));
  await expect.poll(ours).toEqual([TIER, REGION, CODE]);
  await expect
    .poll(
      async () =>
        (await serverFields(api))
          .filter((f) => f.label.endsWith(stamp))
          .map((f) => `${f.label}${f.required ? '*' : ''}`),
      { timeout: 20_000 },
    )
    .toEqual([TIER, REGION, `${CODE}*`]);

  // The create form asks them in order; the required one blocks the save with its message.
  const name = `Fielded Client ${stamp}`;
  await clients.goto();
  await clients.newButton().click();
  const dialog = clients.dialog();
  const asked = await dialog
    .locator('label')
    .allInnerTexts()
    .then((labels) =>
      labels.map((l) => l.replace(/\s*\*$/, '').trim()).filter((l) => l.endsWith(stamp)),
    );
  expect(asked).toEqual([TIER, REGION, CODE]);
  await clients.fill({ firstName: 'Fielded', lastName: `Client ${stamp}` });
  await dialog.getByRole('combobox', { name: TIER }).click();
  await page.getByRole('option', { name: 'Gold', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create client' }).click();
  await expect(dialog.getByText(`${CODE} is required`)).toBeVisible();
  await dialog.getByRole('textbox', { name: CODE }).fill('ZX-9');
  await clients.save();

  await expect(page.getByRole('columnheader', { name: TIER })).toBeAttached();
  await expect(clients.row(name)).toContainText('Gold');
  await expect
    .poll(async () => {
      const all = (await api.get(`/organizations/${api.orgId}/contacts`)) as Row[];
      const found = all.find((c) => c.name === name) as
        { metadata: { client: { custom_fields?: Record<string, unknown> } } } | undefined;
      return Object.values(found?.metadata.client.custom_fields ?? {}).sort();
    })
    .toEqual(['Gold', 'ZX-9']);
  await clients.openDetails(name);
  const card = page.locator('main');
  await expect(card.getByText(TIER, { exact: true })).toBeVisible();
  await expect(card.getByText('Gold', { exact: true })).toBeVisible();
  await expect(card.getByText('ZX-9', { exact: true })).toBeVisible();

  // Offline: a new field is kept here at once and saved when the server is back.
  await fields.goto();
  await network.expectAppShellCached();
  await network.goOffline();
  await fields.add(LATER, 'Checkbox');
  await page.reload();
  await expect.poll(() => fields.names(), { timeout: 20_000 }).toContain(LATER);
  expect((await serverFields(api)).some((f) => f.label === LATER)).toBe(false);
  await network.goOnline();
  await expect
    .poll(async () => (await serverFields(api)).some((f) => f.label === LATER), {
      timeout: 60_000,
    })
    .toBe(true);
});

test('the adjuster sees the client fields but cannot change them', async ({ loggedIn, page }) => {
  void loggedIn;
  await page.goto('/settings/clients-fields');
  await expect(page.getByText('Only administrators can change the client fields.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New field' })).toHaveCount(0);
});
