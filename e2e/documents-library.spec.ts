import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './pages/login.page';
import { DocumentsPage } from './pages/documents.page';
import { ClaimsApi } from './support/claims-api';

// The documents library (issue 14): what each role sees, filters kept in the URL, and the
// manager's rename and delete reaching the server. The manager uploads three files to seeded
// claims first, through the API, beside the seeded documents (none client-visible).

interface Uploaded {
  id: string;
  name: string;
}

async function uploadAs(
  request: APIRequestContext,
  email: string,
  file: { name: string; mimeType: string; text: string },
  fields: Record<string, string>,
): Promise<Uploaded> {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const response = await request.post('/api/documents', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { ...fields, file: { ...file, buffer: Buffer.from(file.text) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Uploaded }).data;
}

const PHOTO = 'Roof damage photo.png';
const ESTIMATE = 'Internal estimate.pdf';
const NOTES = 'Adjuster notes.txt';

test.describe.configure({ mode: 'serial' });

// The seeded documents the manager sees besides the uploads, all of them and the PDFs.
const seeded = { all: 0, pdf: 0 };

test.beforeAll(async ({ request }) => {
  const client = await ClaimsApi.login(request, 'client@example.com');
  const manager = await ClaimsApi.login(request, 'manager@example.com');
  const before = (await manager.get(`/organizations/${manager.orgId}/documents`)) as {
    name: string;
  }[];
  seeded.all = before.length;
  seeded.pdf = before.filter((d) => d.name.endsWith('.pdf')).length;
  const own = (await client.claims())[0]!.id as string;
  const other = (await manager.claims()).find((c) => c.id !== own)!.id as string;
  const upload = (name: string, mimeType: string, claim: string, visible: boolean) =>
    uploadAs(
      request,
      'manager@example.com',
      { name, mimeType, text: `${name} contents` },
      { claim_id: claim, is_client_visible: String(visible) },
    );
  await upload(PHOTO, 'image/png', own, true);
  await upload(ESTIMATE, 'application/pdf', own, false);
  await upload(NOTES, 'text/plain', other, true);
});

test('a manager lists, filters (kept in the URL), renames and deletes documents', async ({
  page,
  loginPage,
  dashboard,
  request,
}) => {
  const documents = new DocumentsPage(page);
  await loginPage.goto();
  await loginPage.login('manager@example.com');
  await dashboard.expectGreeting('Priya Natarajan');
  await documents.goto();
  await expect(documents.rows()).toHaveCount(seeded.all + 3);
  await expect(documents.row(PHOTO)).toContainText('Visible');
  await expect(documents.row(ESTIMATE)).toContainText('Internal');

  await documents.pick('Type', 'PDF');
  await expect(page).toHaveURL(/type=pdf/);
  await expect(documents.rows()).toHaveCount(seeded.pdf + 1);
  await documents.search().fill('roof');
  await expect(documents.page.getByText('No documents match')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('PDF');
  await expect(documents.search()).toHaveValue('roof');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(documents.rows()).toHaveCount(seeded.all + 3);

  // Rename: the extension stays; the new name reaches the server.
  await (await documents.menu(NOTES, /Rename/)).click();
  const name = documents.dialog().getByLabel('Name');
  await name.fill('Adjuster summary.doc');
  await documents.dialog().getByRole('button', { name: 'Rename' }).click();
  await expect(documents.dialog()).toContainText('Keep the .txt extension');
  await name.fill('Adjuster summary.txt');
  await documents.dialog().getByRole('button', { name: 'Rename' }).click();
  await expect(documents.row('Adjuster summary.txt')).toBeVisible();
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const serverNames = async () =>
    ((await api.get(`/organizations/${api.orgId}/documents`)) as { name: string }[]).map(
      (d) => d.name,
    );
  await expect.poll(serverNames).toContain('Adjuster summary.txt');

  // Delete, after a confirmation.
  await (await documents.menu('Adjuster summary.txt', /Delete/)).click();
  await documents.dialog().getByRole('button', { name: 'Delete document' }).click();
  await expect(documents.row('Adjuster summary.txt')).toHaveCount(0);
  await expect(documents.rows()).toHaveCount(seeded.all + 2);
  await expect.poll(serverNames).not.toContain('Adjuster summary.txt');
});

test('a Client sees only the client-visible documents of their claims', async ({
  page,
  loginPage,
}) => {
  const documents = new DocumentsPage(page);
  await loginPage.goto();
  await loginPage.login('client@example.com');
  await expect(page).not.toHaveURL(/\/login/);
  await documents.goto();
  await expect(documents.row(PHOTO)).toBeVisible();
  await expect(documents.rows()).toHaveCount(1);
  const remove = await documents.menu(PHOTO, /Delete/);
  await expect(remove).toBeDisabled();
  await expect(remove).toContainText('Only its uploader or a documents manager');
});
