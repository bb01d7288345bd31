import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { ClaimsApi } from './support/claims-api';
import { DEMO_PASSWORD } from './pages/login.page';
import { OfflineSettingsPage } from './pages/offline-settings.page';

// Issue 14: with the offline setting storeDocuments on, the documents of the claims kept on the
// device are stored (encrypted) and open offline; a pin keeps a claim's documents when the user
// frees space. This file's server is its own, so turning the setting on disturbs no other spec.
test.beforeEach(async ({ loggedIn }) => loggedIn);

/** Uploads a text file to a claim through the API, as the manager. */
async function uploadToClaim(request: APIRequestContext, claimId: string, name: string) {
  const login = await request.post('/api/login', {
    data: { email: 'manager@example.com', password: DEMO_PASSWORD },
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const content = `${name}: moisture 31% at the attic hatch (${Date.now()})`;
  const response = await request.post('/api/documents', {
    headers: { authorization: `Bearer ${data.token}` },
    multipart: {
      claim_id: claimId,
      file: { name, mimeType: 'text/plain', buffer: Buffer.from(content, 'utf8') },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return content;
}

async function claimWithDocument(request: APIRequestContext, api: ClaimsApi, name: string) {
  const claimId = String((await api.createClaim(`POL-DOC-OFF-${Date.now()}`)).id);
  return { claimId, content: await uploadToClaim(request, claimId, name) };
}

test.beforeAll(async ({ request }) => {
  const owner = await ClaimsApi.login(request, 'owner@example.com');
  await owner.put(`/organizations/${owner.orgId}/settings/offline`, { store_documents: true });
});

test('an opened claim’s document is stored on the device and downloads offline', async ({
  page,
  request,
  claimDetails,
  network,
}) => {
  test.setTimeout(90_000);
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const { claimId, content } = await claimWithDocument(request, api, 'moisture.txt');
  await network.expectAppShellCached();
  await claimDetails.goto(claimId);
  const row = claimDetails.documentRow('moisture.txt');
  await expect(row.getByLabel('Stored on this device')).toBeVisible({ timeout: 30_000 });

  await network.goOffline();
  await page.reload();
  await expect(row.getByLabel('Stored on this device')).toBeVisible({ timeout: 20_000 });
  expect(await claimDetails.download(row)).toEqual({ name: 'moisture.txt', content });
  // The stored copy also opens in the preview, offline.
  await row.getByRole('button', { name: 'Preview moisture.txt' }).click();
  await expect(page.getByRole('dialog').getByText(content)).toBeVisible();
  await page.keyboard.press('Escape');
  await network.goOnline();
});

test('Free space removes the stored copies except a pinned claim’s', async ({
  page,
  request,
  claimDetails,
}) => {
  test.setTimeout(90_000);
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const kept = await claimWithDocument(request, api, 'kept.txt');
  const loose = await claimWithDocument(request, api, 'loose.txt');

  await claimDetails.goto(loose.claimId);
  const looseRow = claimDetails.documentRow('loose.txt');
  await expect(looseRow.getByLabel('Stored on this device')).toBeVisible({ timeout: 30_000 });
  await claimDetails.goto(kept.claimId);
  const keptRow = claimDetails.documentRow('kept.txt');
  await expect(keptRow.getByLabel('Stored on this device')).toBeVisible({ timeout: 30_000 });
  const pin = claimDetails.documents.getByRole('switch', { name: 'Keep on this device' });
  // Controlled by the device record: checked once the pin is written.
  await pin.click();
  await expect(pin).toBeChecked();

  const settings = new OfflineSettingsPage(page);
  await settings.goto();
  const panel = page.getByRole('region', { name: 'Documents on this device' });
  // Both files and those of the other claims kept here (the seeded ones too) before; after, the
  // pinned claim's one file only.
  await expect(panel.getByText(/^\d+ files · 1 claim pinned$/)).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Free space' }).click();
  await expect(page.getByText(/^Freed /)).toBeVisible();
  await expect(panel.getByText(/^1 file · 1 claim pinned$/)).toBeVisible();

  await claimDetails.goto(kept.claimId);
  await expect(keptRow.getByLabel('Stored on this device')).toBeVisible();
});
