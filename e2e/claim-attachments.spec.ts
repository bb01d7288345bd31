import { expect, test } from './fixtures';
import { ClaimApi } from './pages/claim-api.page';
import { ClaimDetailsPage, type FilePayload } from './pages/claim-details.page';
import { Network } from './pages/network.page';

type Row = Record<string, unknown>;

test.beforeEach(async ({ loggedIn }) => loggedIn);

const textFile = (name: string, content: string): FilePayload => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(content, 'utf8'),
});

async function serverDocumentsOf(api: ClaimApi, claimId: string): Promise<Row[]> {
  const all = (await api.get(`/organizations/${api.orgId}/documents`)) as Row[];
  return all.filter((d) => (d.claim_id ?? d.claimId) === claimId);
}

/** The names of the files the server lists on the claim's note with this text. */
async function attachedOnServer(api: ClaimApi, claimId: string, text: string) {
  const note = (await api.notesOf(claimId)).find((n) => String(n.text).includes(text));
  return ((note?.documents ?? []) as { name: string }[]).map((d) => d.name);
}

test('attach a file to a note: listed on the note and in Documents, downloads after reload', async ({
  page,
  request,
}) => {
  const api = await ClaimApi.login(request, 'manager@example.com');
  const claimId = String((await api.createClaim(`POL-ATT-${Date.now()}`)).id);
  const details = new ClaimDetailsPage(page);
  await details.goto(claimId);
  await details.createConversation('Attic');

  const content = `Moisture readings ${Date.now()}: 18%, 22%, 31%`;
  await details.addNoteWithFiles('Readings attached', 'Attic', [textFile('readings.txt', content)]);
  await expect(details.noteAttachment('Readings attached', 'readings.txt')).toBeVisible();
  await expect(details.documentRow('readings.txt')).toBeVisible();
  await expect(details.pickedAttachments()).toHaveCount(0);
  await expect
    .poll(() => attachedOnServer(api, claimId, 'Readings attached'), { timeout: 20_000 })
    .toEqual(['readings.txt']);

  await page.reload();
  await expect(details.noteAttachment('Readings attached', 'readings.txt')).toBeVisible({
    timeout: 20_000,
  });
  await expect(details.documentRow('readings.txt').getByText('Not yet synced')).toHaveCount(0);
  const fromNote = await details.download(
    details.noteAttachment('Readings attached', 'readings.txt'),
  );
  expect(fromNote).toEqual({ name: 'readings.txt', content });
  const fromList = await details.download(details.documentRow('readings.txt'));
  expect(fromList.content).toBe(content);

  // "Upload document" in the Documents section takes the same path.
  await details.uploadDocuments([textFile('estimate.txt', 'Estimate: 4,200')]);
  await expect(details.documentRow('estimate.txt')).toBeVisible();
  await expect
    .poll(async () => (await serverDocumentsOf(api, claimId)).map((d) => d.name).sort(), {
      timeout: 20_000,
    })
    .toEqual(['estimate.txt', 'readings.txt']);
});

test('a refused type is named at the control and nothing is uploaded', async ({
  page,
  request,
}) => {
  const api = await ClaimApi.login(request, 'manager@example.com');
  const claimId = String((await api.createClaim(`POL-EXE-${Date.now()}`)).id);
  const details = new ClaimDetailsPage(page);
  await details.goto(claimId);
  await details.createConversation('Installer');

  const exe = {
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  };
  await details.attachToNewNote([exe]);
  await expect(details.attachmentRefusal()).toContainText(
    '“setup.exe” was not added: .exe files are not allowed',
  );
  await expect(details.pickedAttachments()).toHaveCount(0);
  await details.addNote('No installer here', 'Installer');
  await expect(details.note('No installer here')).toBeVisible();
  await expect(
    details.note('No installer here').getByRole('list', { name: 'Attachments' }),
  ).toHaveCount(0);

  await details.uploadDocuments([exe]);
  await expect(details.uploadRefusal()).toContainText('.exe files are not allowed');
  await expect
    .poll(async () => (await api.notesOf(claimId)).map((n) => String(n.text)), { timeout: 20_000 })
    .toContainEqual(expect.stringContaining('No installer here'));
  expect(await serverDocumentsOf(api, claimId)).toEqual([]);
  await expect(details.documents.getByText('No documents for this claim.')).toBeVisible();
});

test('offline: the attachment waits as not yet synced, syncs when online, then downloads from the server', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await ClaimApi.login(request, 'manager@example.com');
  const claimId = String((await api.createClaim(`POL-ATT-OFF-${Date.now()}`)).id);
  const network = new Network(page, context);
  await network.expectAppShellCached();
  const details = new ClaimDetailsPage(page);
  await details.goto(claimId);
  await page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
  await network.goOffline();

  await details.createConversation('Site visit');
  const content = 'Photos index: north wall, attic hatch, water heater';
  await details.addNoteWithFiles('Written in the basement', 'Site visit', [
    textFile('site-visit.txt', content),
  ]);
  const attachment = details.noteAttachment('Written in the basement', 'site-visit.txt');
  await expect(attachment.getByText('Not yet synced')).toBeVisible();
  await expect(details.documentRow('site-visit.txt').getByText('Not yet synced')).toBeVisible();
  // The only copy is on this device: it opens offline.
  expect((await details.download(details.documentRow('site-visit.txt'))).content).toBe(content);

  await network.goOnline();
  await expect(details.documentRow('site-visit.txt').getByText('Not yet synced')).toHaveCount(0, {
    timeout: 60_000,
  });
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
  expect(await details.download(attachment)).toEqual({ name: 'site-visit.txt', content });
  expect(downloads).toHaveLength(1);
  expect(downloads[0]).not.toContain('temp-');

  await network.goOffline();
  await attachment.getByRole('button', { name: 'Download site-visit.txt' }).click();
  await expect(details.notOnDeviceNotice()).toBeVisible();
});
