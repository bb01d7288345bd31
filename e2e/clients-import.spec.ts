import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

type Row = Record<string, unknown>;

test.describe('CSV import of clients', () => {
  test.beforeEach(async ({ loggedIn }) => loggedIn);

  test('file checks, mapping, dry run with the bad line, import with progress, list and export', async ({
    page,
    clients,
    adjusterApi: api,
  }) => {
    const stamp = String(Date.now()).slice(-6);
    // Unique per attempt, so a retry's file does not look like a duplicate of the first's.
    const phone = `(555) ${stamp.slice(0, 3)}-${stamp.slice(3)}0`;
    await clients.goto();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = clients.dialog();
    const fileInput = dialog.locator('input[type="file"]');

    // A file that is not CSV: one message, nothing written, still on the first step.
    await fileInput.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]),
    });
    await expect(dialog.getByRole('alert')).toContainText('This file is not a CSV file');

    // UTF-8 with BOM, `;` separated; line 3 has a bad email, line 5 has Emily Carter's phone.
    const csv = [
      'Name;E-mail;Phone;City;Favourite colour',
      `Zoë Import${stamp};zoe${stamp}@example.com;${phone};Tampa;blue`,
      `Bad Import${stamp};not-an-email;;Austin;red`,
      `Omar Import${stamp};;;Miami;green`,
      `Emily Import${stamp};;813.555.0142;Tampa;teal`,
      `Acme Import${stamp};acme${stamp}@example.com;;Orlando;grey`,
    ].join('\r\n');
    await fileInput.setInputFiles({
      name: 'clients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
    });

    // Mapping guessed from the headers; the unknown column is left out.
    await expect(dialog.getByRole('combobox', { name: 'Field for column E-mail' })).toHaveValue(
      'Email',
    );
    await expect(
      dialog.getByRole('combobox', { name: 'Field for column Favourite colour' }),
    ).toHaveValue('');
    await dialog.getByRole('button', { name: 'Check rows' }).click();

    // Dry run: the bad row with its line, column and message; the duplicate flagged.
    const summary = dialog.getByTestId('import-summary');
    await expect(summary).toContainText('4 ready to import');
    await expect(summary).toContainText('1 with errors');
    await expect(summary).toContainText('1 likely duplicate');
    const errors = dialog.getByRole('table', { name: 'Rows with errors' });
    await expect(errors.getByRole('row').nth(1)).toHaveText(
      /^3\s*E-mail\s*Enter a valid email address$/,
    );
    await expect(dialog.getByRole('table', { name: 'Likely duplicates' })).toContainText(
      'Emily Carter (same phone)',
    );
    expect(await namedOnServer(api, stamp)).toEqual([]);
    await expect(dialog.getByLabel('Skip 1 likely duplicate')).toBeChecked();
    await dialog.getByRole('button', { name: 'Import 3 contacts' }).click();

    await expect(dialog.getByText('Synced to the server: 3 of 3')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(
      '3 contacts imported. 2 rows of the file were not imported.',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();

    await clients.search().fill(`Import${stamp}`);
    await expect(clients.rows()).toHaveCount(3);
    await expect(clients.row(`Zoë Import${stamp}`)).toContainText(phone);
    const onServer = await namedOnServer(api, stamp);
    expect(onServer.map((c) => c.name).sort()).toEqual(
      [`Acme Import${stamp}`, `Omar Import${stamp}`, `Zoë Import${stamp}`].sort(),
    );
    expect(onServer.find((c) => c.name === `Zoë Import${stamp}`)).toMatchObject({
      email: `zoe${stamp}@example.com`,
      phone: phone.replace(/\D/g, ''),
      address: { city: 'Tampa' },
      roles: ['client'],
    });

    // The export of the imported rows reads back as it went in.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const lines = readFileSync((await (await download).path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    // An individual's own name is the export's primary contact.
    expect(lines.find((l) => l.startsWith(`Zoë Import${stamp},`))).toContain(
      `Zoë Import${stamp},Individual,Client,,Zoë Import${stamp},${phone},zoe${stamp}@example.com,,Tampa,`,
    );
  });

  test('Cancel stops the batches not yet saved; those saved are synced and counted', async ({
    page,
    clients,
    adjusterApi: api,
  }) => {
    // 1,500 contacts sealed and stored, then sent: minutes on a loaded 2-core machine.
    test.setTimeout(180_000);
    const stamp = String(Date.now()).slice(-6);
    const lines = Array.from({ length: 1_600 }, (_, i) => `Cancel${i} Import${stamp}`);
    // The server's answers wait until the test lets them through: batches pile up unsent.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contacts/batch', async (route) => {
      await gate;
      await route.continue();
    });
    await clients.goto();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = clients.dialog();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'many.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['Name', ...lines].join('\n'), 'utf8'),
    });
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await dialog.getByRole('button', { name: 'Import 1,600 contacts' }).click();
    // Three batches of 500 saved ahead of the server, then the import waits for it.
    await expect(dialog.getByText('Saved on this device: 1,500 of 1,600')).toBeVisible({
      timeout: 60_000,
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    release();
    await expect(dialog.getByRole('status')).toHaveText(
      'Import cancelled: 1,500 contacts imported. 100 rows of the file were not imported.',
      { timeout: 90_000 },
    );
    expect(await namedOnServer(api, stamp)).toHaveLength(1_500);
  });
});

async function namedOnServer(
  api: { get(path: string): Promise<unknown>; orgId: string },
  stamp: string,
) {
  const all = (await api.get(`/organizations/${api.orgId}/contacts`)) as Row[];
  return all.filter((c) => String(c.name).endsWith(`Import${stamp}`));
}
