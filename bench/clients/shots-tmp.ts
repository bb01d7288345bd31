import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startBenchServer } from '../claims-list/bench-server';
import { logIn, openBenchBrowser } from '../tasks/harness';

const work = await mkdtemp(join(tmpdir(), 'csvimp-shots-'));
const server = await startBenchServer({
  port: await freePort(),
  dataDir: join(work, 'data'),
  distDir: process.env.BENCH_DIST!,
});
const { context, page } = await openBenchBrowser(work, server.url, '');
try {
  await logIn(page, server.url);
  const csv =
    '\uFEFFName;E-mail;Phone;City;Favourite colour\r\nZoë Shot;zoe@example.com;(555) 010-2030;Tampa;blue\r\nBad Shot;not-an-email;12;Austin;red\r\nEmily Twin;;813.555.0142;Tampa;teal\r\n';
  for (const width of [1440, 820, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/clients');
    await page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await page.screenshot({ path: `/tmp/csvimp/shot-${width}-0-file.png` });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'c.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Check rows' }).waitFor();
    await page.screenshot({ path: `/tmp/csvimp/shot-${width}-1-map.png` });
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await dialog.getByTestId('import-summary').waitFor();
    await page.screenshot({ path: `/tmp/csvimp/shot-${width}-2-dry.png` });
    if (width === 1440) {
      await dialog.getByRole('button', { name: /^Import \d/ }).click();
      await dialog.getByRole('status').waitFor();
      await page.screenshot({ path: `/tmp/csvimp/shot-${width}-3-done.png` });
      await dialog.getByRole('button', { name: 'Done' }).click();
    } else {
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
    await page.screenshot({ path: `/tmp/csvimp/shot-${width}-4-list.png` });
  }
} finally {
  await context.close();
  await server.stop();
}
