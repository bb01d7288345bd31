import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ClaimsApi } from './support/claims-api';
import type { FilePayload } from './pages/claim-details.page';
import { DEMO_PASSWORD } from './pages/login.page';

// Issue 14 (preview): documents open in the app, not as downloads: an image turned and zoomed, a
// PDF paged through, and on the device with no network what is stored there.

test.beforeEach(async ({ loggedIn }) => loggedIn);

const fixture = (name: string, mimeType: string): FilePayload => ({
  name,
  mimeType,
  buffer: readFileSync(new URL(`./fixtures/${name}`, import.meta.url)),
});
const photo = fixture('roof-photo.png', 'image/png');
const pdf = fixture('two-pages.pdf', 'application/pdf');

/** A file uploaded by someone else, straight to the server: this device holds only its record. */
async function uploadOnServer(request: APIRequestContext, claimId: string, file: FilePayload) {
  const login = await request.post('/api/login', {
    data: { email: 'manager@example.com', password: DEMO_PASSWORD },
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const response = await request.post('/api/documents', {
    headers: { authorization: `Bearer ${data.token}` },
    multipart: { claim_id: claimId, file },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

function preview(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    dialog,
    image: dialog.locator('img'),
    pdfPage: (n: number) => dialog.locator(`canvas[data-rendered-page="${n}"]`),
    control: (name: string) => dialog.getByRole('button', { name, exact: true }),
  };
}

test('preview an image (zoom, rotate) and page through a PDF, moving between them by key', async ({
  page,
  request,
  claimDetails,
}) => {
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const claimId = String((await api.createClaim(`POL-PRV-${Date.now()}`)).id);
  await claimDetails.goto(claimId);
  // Newest first: the photo, then the PDF.
  await claimDetails.uploadDocuments([pdf]);
  await expect(claimDetails.documentRow('two-pages.pdf')).toBeVisible();
  await claimDetails.uploadDocuments([photo]);
  await claimDetails.closeUploadDialog();
  await expect(claimDetails.documentRow('roof-photo.png')).toBeVisible();
  await expect(claimDetails.documents.getByText('Not yet synced')).toHaveCount(0, {
    timeout: 30_000,
  });

  await claimDetails
    .documentRow('roof-photo.png')
    .getByRole('button', { name: 'Preview roof-photo.png' })
    .click();
  const view = preview(page);
  await expect(view.dialog.getByText('1 of 2')).toBeVisible();
  await expect(view.image).toBeVisible();
  await expect
    .poll(() => view.image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(96);
  const wide = await view.image.boundingBox();
  await view.control('Zoom in').click();
  await expect(view.dialog.getByText('125%')).toBeVisible();
  await view.control('Rotate').click();
  await expect(view.image).toHaveAttribute('data-rotation', '90');
  // Turned a quarter, the 2:1 photo stands upright on the screen.
  const turned = await view.image.boundingBox();
  expect(turned!.height).toBeGreaterThan(turned!.width);
  expect(turned!.height).toBeCloseTo(wide!.width * 1.25, 0);

  await page.keyboard.press('ArrowRight');
  await expect(view.dialog.getByText('2 of 2')).toBeVisible();
  await expect(view.pdfPage(1)).toBeVisible({ timeout: 20_000 });
  await expect(view.dialog.getByText('Page 1 of 2')).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(view.dialog.getByText('Page 2 of 2')).toBeVisible();
  await expect(view.pdfPage(2)).toBeVisible();
  await expect(view.control('Next page')).toBeDisabled();
  const before = await view.pdfPage(2).boundingBox();
  await page.keyboard.press('+');
  await expect
    .poll(async () => (await view.pdfPage(2).boundingBox())?.width)
    .toBeGreaterThan(before!.width);
  await view.control('Previous page').click();
  await expect(view.pdfPage(1)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(view.dialog).toHaveCount(0);
});

test('offline: files stored on the device preview, one only on the server says why not', async ({
  page,
  request,
  claimDetails,
  network,
}) => {
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const claimId = String((await api.createClaim(`POL-PRV-OFF-${Date.now()}`)).id);
  await uploadOnServer(request, claimId, fixture('two-pages.pdf', 'application/pdf'));
  await network.expectAppShellCached();
  // The device keeps an opened claim's documents: the server's file must not arrive before the
  // network goes, or it would open offline too.
  await page.context().route(/\/api\/documents\/[^/]+\/download/, (route) => route.abort());
  await claimDetails.goto(claimId);
  await page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
  await expect(claimDetails.documentRow('two-pages.pdf')).toBeVisible();
  await network.goOffline();

  // Uploaded with no network: the file is on this device only, encrypted, until it syncs.
  await claimDetails.uploadDocuments([{ ...pdf, name: 'estimate.pdf' }]);
  await expect(claimDetails.documentRow('estimate.pdf')).toBeVisible();
  await claimDetails.uploadDocuments([photo]);
  await claimDetails.closeUploadDialog();
  await expect(
    claimDetails.documentRow('roof-photo.png').getByText('Not yet synced'),
  ).toBeVisible();

  await claimDetails
    .documentRow('roof-photo.png')
    .getByRole('button', { name: 'Preview roof-photo.png' })
    .click();
  const view = preview(page);
  await expect
    .poll(() => view.image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(96);
  await page.keyboard.press('ArrowRight');
  await expect(view.dialog.getByText('2 of 3')).toBeVisible();
  await expect(view.pdfPage(1)).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('ArrowRight');
  await expect(view.dialog.getByText('3 of 3')).toBeVisible();
  await expect(view.dialog.getByRole('alert')).toHaveText(
    'This document is not on this device and you are offline',
  );
});
