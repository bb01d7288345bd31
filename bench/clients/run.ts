// Clients benchmark (issue 12): a 10,000-row CSV imported end to end in real Chromium with an
// on-disk profile, then the clients list with those 10,000 contacts, each against a plain
// baseline in the same run. Usage:
//   npx tsx bench/clients/run.ts [rows=10000] [runs=7]
// It builds the app (BENCH_DIST=<dir> reuses a build) and starts the real server on a fresh,
// seeded data directory.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { printRows } from '../support/bench-rows';
import { freePort, startBenchServer } from '../support/bench-server';
import { apiList, apiSession, buildApp, fmt, logIn, openBenchBrowser } from '../support/harness';
import { timeKeystroke, watchFirstPainted } from '../support/paint-probes';
import { contactsCsv } from './fake-contacts';
import { PLAIN_PAGE } from './plain-baseline';

declare global {
  interface Window {
    loadContacts?: (json: string) => Promise<number>;
  }
}

const KEYS = ['x', 'q', 'z', 'j', 'k', 'w', 'v', 'y', 'x', 'q', 'z'];
const SEARCH = 'input[aria-label="Search clients"]';
const APP_COUNT = '.mantine-Paper-root [aria-live="polite"]';
const BATCH = 500;

const rows = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 7);
const work = await mkdtemp(join(tmpdir(), 'bench-clients-'));
const distDir = buildApp(work);
const server = await startBenchServer({
  port: await freePort(),
  dataDir: join(work, 'data'),
  distDir,
});
const { context, page } = await openBenchBrowser(
  work,
  server.url,
  watchFirstPainted('[role="table"] [data-contact-id]'),
);
const count = (n: number) => n.toLocaleString('en-US');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** File chosen → mapping shown → dry run shown → every contact acknowledged by the server. */
async function importFile(p: Page) {
  await p.goto('/clients');
  await p.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
  await p.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = p.getByRole('dialog');
  const buffer = Buffer.from(contactsCsv(rows, 'Bench'), 'utf8');
  const started = Date.now();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer,
  });
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  const importButton = dialog.getByRole('button', { name: `Import ${count(rows)} contacts` });
  await importButton.waitFor({ timeout: 120_000 });
  const checked = Date.now();
  await importButton.click();
  // Checked from the page every 100 ms on the progress' data attributes: Playwright's text
  // locators would walk the whole page on every poll, on the main thread the import uses.
  const reached = (attribute: string) =>
    p.waitForFunction(
      ([name, total]) => document.querySelector(`[data-${name}="${total}"]`) !== null,
      [attribute, rows] as const,
      { polling: 100, timeout: 600_000 },
    );
  await reached('written');
  const written = Date.now();
  await reached('synced');
  const synced = Date.now();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return {
    total: synced - started,
    check: checked - started,
    written: written - checked,
    synced: synced - checked,
    bytes: buffer.length,
  };
}

/** The same contacts POSTed by a plain script: the server's share of the import. */
async function plainImport(): Promise<number> {
  const { token } = await apiSession(server.url);
  const started = Date.now();
  for (let from = 0; from < rows; from += BATCH) {
    const contacts = Array.from({ length: Math.min(BATCH, rows - from) }, (_, i) => ({
      id: randomUUID(),
      line: from + i + 2,
      contact: {
        name: `Plain Person ${from + i}`,
        email: `plain${from + i}@example.com`,
        phone: `555${String(from + i).padStart(7, '0')}`,
        address: { street: `${from + i} Market Street`, city: 'Tampa', state: 'FL', zip: '33606' },
        roles: ['client'],
        metadata: { client: { type: 'individual', firstName: 'Plain', lastName: 'Person' } },
      },
    }));
    const response = await fetch(`${server.url}/api/contacts/batch`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ payload: { contacts } }),
    });
    if (response.status !== 201) throw new Error(`plain import: ${response.status}`);
  }
  return Date.now() - started;
}

async function keystrokes(p: Page, countSelector: string, full: string): Promise<number[]> {
  const times: number[] = [];
  for (const key of KEYS.slice(0, Math.max(runs, 3))) {
    await p.locator(SEARCH).fill('');
    await expect(p.locator(countSelector)).toHaveText(full);
    const ms = await timeKeystroke(p, SEARCH, countSelector, key);
    if (ms !== null) times.push(ms);
  }
  return times;
}

try {
  const loginStarted = await logIn(page, server.url);
  const loginMs = Date.now() - loginStarted;
  const loadBefore = load();
  const imported = await importFile(page);
  const contacts = await apiList<unknown>(server.url, 'contacts');
  const full = `${count(contacts.length)} contacts`;

  const reload: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto('/clients');
    await page.waitForFunction(() => window.__firstPaintedAt !== undefined, null, {
      timeout: 60_000,
    });
    reload.push(await page.evaluate(() => window.__firstPaintedAt!));
  }
  await expect(page.getByText(full, { exact: true })).toBeVisible({ timeout: 60_000 });
  const listKeys = await keystrokes(page, APP_COUNT, full);

  const plain = await context.newPage();
  await plain.setContent(PLAIN_PAGE);
  const json = JSON.stringify(contacts);
  const plainFirst: number[] = [];
  for (let i = 0; i < runs; i++) {
    plainFirst.push(await plain.evaluate((data) => window.loadContacts!(data), json));
  }
  const plainKeys = await keystrokes(plain, '#count', full);
  const plainImportMs = await plainImport();

  const report = [
    `load average (1/5/15 min) before the import: ${loadBefore}; after the run: ${load()}`,
    `login: ${loginMs} ms; contacts on the server after the import: ${count(contacts.length)}`,
    `import ${count(rows)} rows (${(imported.bytes / 1024).toFixed(0)} KB), file chosen → all synced: ${imported.total} ms`,
    `  file chosen → read, mapped, dry run shown:      ${imported.check} ms`,
    `  Import click → all saved on this device:        ${imported.written} ms`,
    `  Import click → all acknowledged by the server:  ${imported.synced} ms`,
    `  plain baseline, ${rows / BATCH} POST /contacts/batch from a script: ${plainImportMs} ms`,
    `reload /clients → first rows painted (from navigation start): ${fmt(reload)}`,
    `  plain baseline, JSON in memory → first rows painted:          ${fmt(plainFirst)}`,
    `search keystroke → updated rows painted (${count(contacts.length)} filtered): ${fmt(listKeys)}`,
    `  plain baseline keystroke → updated rows painted:              ${fmt(plainKeys)}`,
  ];
  process.stdout.write(`${report.join('\n')}\n`);
  const plainPage = { label: 'plain JSON page' };
  printRows([
    {
      id: 'clients/import',
      label: `clients: import ${count(rows)} rows, file chosen → all synced`,
      unit: 'ms',
      samples: [imported.total],
    },
    {
      id: 'clients/import-acknowledged',
      label: `clients: import ${count(rows)}, Import click → all acknowledged`,
      unit: 'ms',
      samples: [imported.synced],
      baseline: { label: 'batch POSTs from a script', samples: [plainImportMs] },
    },
    {
      id: 'clients/reload',
      label: `clients (${count(contacts.length)}): reload → first rows painted`,
      unit: 'ms',
      samples: reload,
      baseline: { ...plainPage, samples: plainFirst },
    },
    {
      id: 'clients/search-keystroke',
      label: `clients (${count(contacts.length)}): search keystroke → rows`,
      unit: 'ms',
      samples: listKeys,
      baseline: { ...plainPage, samples: plainKeys },
    },
  ]);
} catch (error) {
  await page.screenshot({ path: join(tmpdir(), 'bench-clients-failure.png') });
  throw error;
} finally {
  await context.close();
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
