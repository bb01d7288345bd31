import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './pages/login.page';
import type { ClaimsApi } from './support/claims-api';

type Row = Record<string, unknown>;

async function contactsNamed(api: ClaimsApi, name: string): Promise<Row[]> {
  const all = (await api.get(`/organizations/${api.orgId}/contacts`)) as Row[];
  return all.filter((c) => c.name === name);
}

test.describe('as a User (adjuster)', () => {
  test.beforeEach(async ({ loggedIn }) => loggedIn);

  test('lists the seeded contacts; search, role and type filters and sort live in the URL', async ({
    page,
    clients,
  }) => {
    await clients.goto();
    await expect(clients.row('Emily Carter')).toBeVisible();
    await expect(clients.row('Harborview Property Management')).toContainText('Company');
    await expect(clients.row('Harborview Property Management')).toContainText('Rachel Stein');
    await expect(clients.row('Patel General Contracting')).toContainText('Vendor');

    await clients.search().fill('harborview');
    await expect(clients.rows()).toHaveCount(1);
    await expect(page).toHaveURL(/q=harborview/);
    // Export: the filtered view only, as CSV.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Name,Type,Roles,Company,Primary contact,Phone,Email,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Harborview Property Management,Company,Client,/);
    // A phone written the way people write it finds the digits the contact keeps.
    await clients.search().fill('(813) 555-0142');
    await expect(clients.rows()).toHaveCount(1);
    await expect(clients.row('Emily Carter')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();

    await clients.pick(page.getByRole('combobox', { name: 'Role' }), 'Vendor');
    await expect(page).toHaveURL(/role=vendor/);
    await expect
      .poll(async () => (await clients.columnTexts(3)).every((t) => /Vendor/.test(t)))
      .toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await clients.pick(page.getByRole('combobox', { name: 'Type' }), 'Company');
    await expect(page).toHaveURL(/type=company/);
    await expect.poll(() => clients.columnTexts(2)).toEqual(['Company', 'Company', 'Company']);
    await page.reload();
    await expect(clients.rows()).toHaveCount(3);

    await clients.goto();
    await page.getByRole('button', { name: /^Sort by Name/ }).click();
    await expect(page).toHaveURL(/sort=name%3Adesc/);
    // The URL changes first; the rows repaint in the next frame.
    await expect
      .poll(async () => {
        const names = await clients.columnTexts(1);
        return names.join('|') === [...names].sort((a, b) => b.localeCompare(a)).join('|');
      })
      .toBe(true);

    await page.getByRole('link', { name: 'Clients Settings' }).click();
    await expect(page).toHaveURL(/\/settings\/clients-fields$/);
  });

  test('create online, edit, linked claims on the details page, delete refused while linked', async ({
    page,
    clients,
    adjusterApi: api,
  }) => {
    const stamp = String(Date.now());
    const company = `Northwind ${stamp}`;
    await clients.goto();
    await clients.newButton().click();
    // Messages at the fields: a company needs its name; a bad email is pointed at, not dropped.
    await clients.fill({ type: 'Company', email: 'not-an-email' });
    await clients.dialog().getByRole('button', { name: 'Create client' }).click();
    await expect(clients.dialog().getByText('Company name is required')).toBeVisible();
    await expect(clients.dialog().getByText('Enter a valid email address')).toBeVisible();
    await clients.fill({
      type: 'Company',
      companyName: `  ${company}  `,
      email: 'Office@Northwind.Example.com',
      phone: '(813) 555-0142',
      city: 'Portland',
      state: 'OR',
    });
    await clients.dialog().getByRole('textbox', { name: 'First name', exact: true }).fill('Ada');
    await clients.dialog().getByRole('textbox', { name: 'Last name', exact: true }).fill('Byron');
    // Emily Carter has that phone: the likely duplicate is shown before anything is saved.
    await clients.dialog().getByRole('button', { name: 'Create client' }).click();
    const warning = clients.dialog().getByRole('alert');
    await expect(warning).toContainText('This may be a contact you already have');
    await expect(warning).toContainText('Emily Carter (same phone)');
    await warning.getByRole('button', { name: 'Back to the form' }).click();
    await expect(warning).toHaveCount(0);
    expect(await contactsNamed(api, company)).toHaveLength(0);
    await clients.fill({ type: 'Company', phone: '(503) 555-0199' });
    await clients.save();
    await expect(clients.row(company)).toBeVisible();
    await expect(clients.row(company)).toContainText('Ada Byron');
    await expect
      .poll(async () => (await contactsNamed(api, company)).length, { timeout: 20_000 })
      .toBe(1);
    const [created] = await contactsNamed(api, company);
    expect(created).toMatchObject({
      email: 'office@northwind.example.com',
      phone: '5035550199',
      roles: ['client'],
      metadata: { client: { type: 'company', company_name: company } },
    });

    await clients.openDetails(company);
    await expect(page).toHaveTitle(company);
    await page.getByRole('button', { name: 'Edit' }).click();
    await clients.fill({ notes: 'Pays on the 15th' });
    await clients.save();
    await expect(page.getByText('Pays on the 15th')).toBeVisible();
    await expect
      .poll(async () => {
        const [row] = await contactsNamed(api, company);
        return (row?.metadata as { client?: { notes?: string } }).client?.notes;
      })
      .toBe('Pays on the 15th');

    // A claim another user opens for this client shows up here, and holds the contact.
    const claim = await api.createClaim(`POL-CL-${stamp}`, company);
    const linked = clients.linkedClaims().locator(`[data-claim-id="${String(claim.id)}"]`);
    await expect(linked).toBeVisible({ timeout: 20_000 });
    await expect(linked).toContainText('Referral client');
    await expect(linked).toContainText('Customer');
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(clients.dialog().getByRole('alert')).toHaveText(
      'This contact is linked to one claim. Remove it from that claim before deleting it.',
    );
    await clients.dialog().getByRole('button', { name: 'Close' }).click();
    expect(await contactsNamed(api, company)).toHaveLength(1);
    await linked.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/claims/${String(claim.id)}$`));
  });

  test('create offline: shown at once, not yet synced; once online it reaches the server once', async ({
    page,
    clients,
    network,
    adjusterApi: api,
  }) => {
    test.setTimeout(90_000);
    await clients.goto();
    await network.expectAppShellCached();
    await network.goOffline();
    const name = `Offline Person ${Date.now()}`;
    const [first, ...last] = name.split(' ');
    await clients.search().fill(name);
    await clients.newButton().click();
    await clients.fill({ firstName: first, lastName: last.join(' '), phone: '555 123 4567' });
    await clients.save();
    await expect(clients.row(name)).toBeVisible();
    await expect(clients.row(name).getByLabel('Sync state: Not yet synced')).toBeVisible();
    // The details page under the temp id follows the server id once the create is acknowledged.
    await clients.openDetails(name);
    await expect(page).toHaveURL(/\/clients\/temp-/);
    expect(await contactsNamed(api, name)).toHaveLength(0);

    await network.goOnline();
    await expect(page).not.toHaveURL(/temp-/, { timeout: 40_000 });
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect.poll(async () => (await contactsNamed(api, name)).length).toBe(1);
    await clients.goto(`?q=${encodeURIComponent(name)}`);
    await expect(clients.rows()).toHaveCount(1);
    await expect(clients.row(name).getByLabel('Sync state: Synced')).toBeVisible();
    expect(await contactsNamed(api, name)).toHaveLength(1);
  });
});

test('a Vendor does not see the clients area, and the server refuses their contact writes', async ({
  page,
  request,
  loginPage: login,
  shell,
}) => {
  await login.goto();
  await login.login('vendor@example.com');
  await expect(shell.sidebar()).toBeVisible();
  expect(await shell.sidebarLabels()).not.toContain('Clients');
  await page.goto('/clients');
  await expect(page.getByText('You do not have access to clients')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' })).toHaveCount(0);
  const refused = await request.post('/api/contacts', {
    headers: { authorization: `Bearer ${await vendorToken(request)}` },
    data: { payload: { contact: { name: 'Vendor made this' } } },
  });
  expect(refused.status()).toBe(403);
});

async function vendorToken(request: APIRequestContext) {
  const response = await request.post('/api/login', {
    data: { email: 'vendor@example.com', password: DEMO_PASSWORD },
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}
