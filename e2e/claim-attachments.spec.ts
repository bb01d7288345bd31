import { expect, test } from './fixtures';
import { ClaimsApi } from './support/claims-api';
import { type FilePayload } from './pages/claim-details.page';

type Row = Record<string, unknown>;

test.beforeEach(async ({ loggedIn }) => loggedIn);

const textFile = (name: string, content: string): FilePayload => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(content, 'utf8'),
});

async function serverDocumentsOf(api: ClaimsApi, claimId: string): Promise<Row[]> {
  const all = (await api.get(`/organizations/${api.orgId}/documents`)) as Row[];
  return all.filter((d) => (d.claim_id ?? d.claimId) === claimId);
}

/** The names of the files the server lists on the claim's note with this text. */
async function attachedOnServer(api: ClaimsApi, claimId: string, text: string) {
  const note = (await api.notesOf(claimId)).find((n) => String(n.text).includes(text));
  return ((note?.documents ?? []) as { name: string }[]).map((d) => d.name);
}

test('attach a file to a note: listed on the note and in Documents, downloads after reload', async ({
  page,
  request,
  claimDetails,
}) => {
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const claimId = String((await api.createClaim(`POL-ATT-${Date.now()}`)).id);
  await claimDetails.goto(claimId);
  await claimDetails.createConversation('Attic');

  const content = `Moisture readings ${Date.now()}: 18%, 22%, 31%`;
  await claimDetails.addNoteWithFiles('Readings attached', 'Attic', [
    textFile('readings.txt', content),
  ]);
  await expect(claimDetails.noteAttachment('Readings attached', 'readings.txt')).toBeVisible();
  await expect(claimDetails.documentRow('readings.txt')).toBeVisible();
  await expect(claimDetails.pickedAttachments()).toHaveCount(0);
  await expect
    .poll(() => attachedOnServer(api, claimId, 'Readings attached'), { timeout: 20_000 })
    .toEqual(['readings.txt']);

  await page.reload();
  await expect(claimDetails.noteAttachment('Readings attached', 'readings.txt')).toBeVisible({
    timeout: 20_000,
  });
  await expect(claimDetails.documentRow('readings.txt').getByText('Not yet synced')).toHaveCount(0);
  const fromNote = await claimDetails.download(
    claimDetails.noteAttachment('Readings attached', 'readings.txt'),
  );
  expect(fromNote).toEqual({ name: 'readings.txt', content });
  const fromList = await claimDetails.download(claimDetails.documentRow('readings.txt'));
  expect(fromList.content).toBe(content);

  // "Upload documents" in the Documents section takes the same path.
  await claimDetails.uploadDocuments([textFile('estimate.txt', 'Estimate: 4,200')]);
  await expect(claimDetails.documentRow('estimate.txt')).toBeVisible();
  await expect
    .poll(async () => (await serverDocumentsOf(api, claimId)).map((d) => d.name).sort(), {
      timeout: 20_000,
    })
    .toEqual(['estimate.txt', 'readings.txt']);
});

test('a refused type is named at the control and nothing is uploaded', async ({
  request,
  claimDetails,
}) => {
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const claimId = String((await api.createClaim(`POL-EXE-${Date.now()}`)).id);
  await claimDetails.goto(claimId);
  await claimDetails.createConversation('Installer');

  const exe = {
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  };
  await claimDetails.attachToNewNote([exe]);
  await expect(claimDetails.attachmentRefusal()).toContainText(
    '“setup.exe” was not added: File type not allowed',
  );
  await expect(claimDetails.pickedAttachments()).toHaveCount(0);
  await claimDetails.addNote('No installer here', 'Installer');
  await expect(claimDetails.note('No installer here')).toBeVisible();
  await expect(
    claimDetails.note('No installer here').getByRole('list', { name: 'Attachments' }),
  ).toHaveCount(0);

  await claimDetails.uploadDocuments([exe]);
  await expect(claimDetails.uploadRefusal()).toContainText('File type not allowed');
  await expect
    .poll(async () => (await api.notesOf(claimId)).map((n) => String(n.text)), { timeout: 20_000 })
    .toContainEqual(expect.stringContaining('No installer here'));
  expect(await serverDocumentsOf(api, claimId)).toEqual([]);
  await expect(claimDetails.documents.getByText('No documents for this claim.')).toBeVisible();
});

test('offline: the attachment waits as not yet synced, syncs when online, then downloads from the server', async ({
  page,
  request,
  claimDetails,
  network,
}) => {
  test.setTimeout(120_000);
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const claimId = String((await api.createClaim(`POL-ATT-OFF-${Date.now()}`)).id);
  await network.expectAppShellCached();
  await claimDetails.goto(claimId);
  await page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
  await network.goOffline();

  await claimDetails.createConversation('Site visit');
  const content = 'Photos index: north wall, attic hatch, water heater';
  await claimDetails.addNoteWithFiles('Written in the basement', 'Site visit', [
    textFile('site-visit.txt', content),
  ]);
  const attachment = claimDetails.noteAttachment('Written in the basement', 'site-visit.txt');
  await expect(attachment.getByText('Not yet synced')).toBeVisible();
  await expect(
    claimDetails.documentRow('site-visit.txt').getByText('Not yet synced'),
  ).toBeVisible();
  // The only copy is on this device: it opens offline.
  expect((await claimDetails.download(claimDetails.documentRow('site-visit.txt'))).content).toBe(
    content,
  );

  await network.goOnline();
  await expect(claimDetails.documentRow('site-visit.txt').getByText('Not yet synced')).toHaveCount(
    0,
    {
      timeout: 60_000,
    },
  );
  await expect(attachment.getByText('Not yet synced')).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(() => attachedOnServer(api, claimId, 'Written in the basement'), { timeout: 30_000 })
    .toEqual(['site-visit.txt']);
  expect(await serverDocumentsOf(api, claimId)).toHaveLength(1);

  // Synced and not kept on the device (storeDocuments is off): it comes from the server now.
  const downloads: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/documents\/[^/]+\/download$/.test(r.url())) downloads.push(r.url());
  });
  expect(await claimDetails.download(attachment)).toEqual({ name: 'site-visit.txt', content });
  expect(downloads).toHaveLength(1);
  expect(downloads[0]).not.toContain('temp-');

  await network.goOffline();
  await attachment.getByRole('button', { name: 'Download site-visit.txt' }).click();
  await expect(claimDetails.notOnDeviceNotice()).toBeVisible();
});
