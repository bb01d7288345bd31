import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import type { FilePayload } from './pages/claim-details.page';
import { DocumentsPage } from './pages/documents.page';
import type { ClaimsApi } from './support/claims-api';

// Issue 14 (upload): the upload widget on a claim's page, end to end. The rules themselves and
// the server's refusals are proven by vitest (document-upload-rules, document-upload-sniff).
test.beforeEach(async ({ loggedIn }) => loggedIn);

const file = (name: string, content: string | Buffer, mimeType = 'text/plain'): FilePayload => ({
  name,
  mimeType,
  buffer: Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
});

async function serverNamesOf(api: ClaimsApi, claimId: string): Promise<string[]> {
  const all = (await api.get(`/organizations/${api.orgId}/documents`)) as Record<string, unknown>[];
  return all
    .filter((d) => (d.claim_id ?? d.claimId) === claimId)
    .map((d) => String(d.name))
    .sort();
}

test('three files dropped at once show their progress and all land on the claim', async ({
  page,
  adjusterApi,
  claimDetails,
}) => {
  const claimId = String((await adjusterApi.createClaim(`POL-UP-${Date.now()}`)).id);
  // The uploads wait at the network until the bars have been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/documents', async (route: Route) => {
    await held;
    await route.continue();
  });
  await claimDetails.goto(claimId);
  await claimDetails.documents.getByRole('button', { name: 'Upload documents' }).click();
  const dialog = claimDetails.uploadDialog;
  const files = [
    { name: 'estimate.txt', type: 'text/plain', content: 'Estimate: 4,200' },
    { name: 'report.pdf', type: 'application/pdf', content: '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n' },
    { name: 'readings.txt', type: 'text/plain', content: 'attic: 31%' },
  ];
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list) transfer.items.add(new File([f.content], f.name, { type: f.type }));
    return transfer;
  }, files);
  await dialog.locator('[data-upload-dropzone]').dispatchEvent('drop', { dataTransfer });

  await expect(dialog.getByRole('progressbar', { name: 'Overall progress' })).toHaveCount(1);
  await expect(claimDetails.uploadRow('estimate.txt').getByRole('progressbar')).toHaveCount(1);
  await expect(dialog.locator('[data-upload-state="sending"]')).toHaveCount(1);
  release();
  for (const { name } of files) {
    await expect(claimDetails.uploadRow(name)).toHaveAttribute('data-upload-state', 'done', {
      timeout: 20_000,
    });
  }
  await expect(dialog.getByRole('progressbar', { name: 'Overall progress' })).toHaveCount(0);
  expect(await serverNamesOf(adjusterApi, claimId)).toEqual([
    'estimate.txt',
    'readings.txt',
    'report.pdf',
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(claimDetails.documentRow('report.pdf')).toBeVisible();
});

test('a file of the wrong type is refused at its row and nothing is stored', async ({
  adjusterApi,
  claimDetails,
}) => {
  const claimId = String((await adjusterApi.createClaim(`POL-UPX-${Date.now()}`)).id);
  await claimDetails.goto(claimId);
  const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);
  await claimDetails.uploadDocuments([
    file('setup.exe', executable, 'application/octet-stream'),
    file('invoice.pdf', executable, 'application/pdf'),
  ]);
  await expect(claimDetails.uploadRow('setup.exe').getByRole('alert')).toContainText(
    'File type not allowed: use one of pdf',
  );
  await expect(claimDetails.uploadRow('invoice.pdf').getByRole('alert')).toHaveText(
    'File content does not match its type: it is a .exe file, not .pdf',
  );
  await expect(claimDetails.documents.getByText('No documents for this claim.')).toBeVisible();
  expect(await serverNamesOf(adjusterApi, claimId)).toEqual([]);
});

test('offline files wait for the connection; one is cancelled, a failed one is retried and lands', async ({
  page,
  adjusterApi,
  claimDetails,
  network,
}) => {
  test.setTimeout(90_000);
  const claimId = String((await adjusterApi.createClaim(`POL-UPC-${Date.now()}`)).id);
  await claimDetails.goto(claimId);
  await network.goOffline();
  await claimDetails.uploadDocuments([
    file('draft.txt', 'not this one'),
    file('final.txt', 'this one'),
  ]);
  await expect(claimDetails.uploadRow('draft.txt')).toContainText('Waiting for connection');
  await expect(claimDetails.uploadRow('final.txt')).toContainText('Waiting for connection');
  await claimDetails.uploadDialog.getByRole('button', { name: 'Cancel draft.txt' }).click();
  await expect(claimDetails.uploadRow('draft.txt')).toHaveCount(0);

  // Back online, the server fails every attempt until the retries run out.
  const failing = (route: Route) => route.fulfill({ status: 500, body: 'Storage unavailable' });
  await page.route('**/api/documents', failing);
  await network.goOnline();
  await expect(claimDetails.uploadRow('final.txt')).toHaveAttribute('data-upload-state', 'failed', {
    timeout: 45_000,
  });
  await page.unroute('**/api/documents', failing);
  await claimDetails.uploadDialog.getByRole('button', { name: 'Retry final.txt' }).click();
  await expect(claimDetails.uploadRow('final.txt')).toHaveAttribute('data-upload-state', 'done', {
    timeout: 20_000,
  });
  expect(await serverNamesOf(adjusterApi, claimId)).toEqual(['final.txt']);
});

test('from /documents, the dialog asks which claim and the file lands on it', async ({
  page,
  adjusterApi,
}) => {
  const created = (await adjusterApi.createClaim(`POL-UPLIB-${Date.now()}`)) as {
    id: string;
    claim_number: string;
  };
  const library = new DocumentsPage(page);
  await library.goto();
  await page.getByRole('button', { name: 'Upload documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload documents' });
  const chooser = dialog.getByLabel('Choose files to upload');
  // No claim chosen yet: nothing can be picked.
  await expect(chooser).toBeDisabled();
  const claim = dialog.getByRole('combobox', { name: 'Claim' });
  // The claim made a moment ago reaches this device through the change feed.
  await expect(async () => {
    await claim.fill(created.claim_number);
    await page
      .getByRole('option', { name: new RegExp(created.claim_number) })
      .click({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await chooser.setInputFiles(file('site-notes.txt', 'Gutter detached on the north side'));
  await expect(dialog.locator('[data-upload-state="done"]')).toHaveCount(1, { timeout: 20_000 });
  expect(await serverNamesOf(adjusterApi, String(created.id))).toEqual(['site-notes.txt']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await library.search().fill('site-notes');
  await expect(library.row('site-notes.txt')).toContainText(created.claim_number);
});
