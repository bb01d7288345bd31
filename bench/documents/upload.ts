// Documents upload benchmark (issue 14): 50 photos of about 4 MB picked in a claim's upload dialog
// of real Chromium (the app's whole path: checks, sniffing, compression when on, the encrypted
// queue, one XMLHttpRequest at a time with progress) until every row says Uploaded, with the
// documents setting compressionEnabled off and on; against, in the same run, the same bytes POSTed
// by a plain script in the same page, one XMLHttpRequest after the other. Usage:
//   npx tsx bench/documents/upload.ts [photos=50]
// It builds the app (BENCH_DIST=<dir> reuses a build) and starts the real server on a fresh,
// seeded data directory.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { freePort, startBenchServer } from '../support/bench-server';
import { apiList, apiSession, buildApp, logIn, openBenchBrowser } from '../support/harness';

declare global {
  interface Window {
    benchPhoto?: Blob;
  }
}

const photos = Number(process.argv[2] ?? 50);
const work = await mkdtemp(join(tmpdir(), 'bench-doc-upload-'));
const distDir = buildApp(work);
const server = await startBenchServer({
  port: await freePort(),
  dataDir: join(work, 'data'),
  distDir,
});
const { context, page } = await openBenchBrowser(work, server.url, '');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/**
 * A camera-sized JPEG of about 4 MB: 3000 × 2250 of smooth shading with grain, which JPEG cannot
 * squeeze much (as a real photo's detail), drawn by the browser's own encoder.
 */
async function makePhoto(p: Page): Promise<Buffer> {
  const base64 = await p.evaluate(async () => {
    const canvas = new OffscreenCanvas(3000, 2250);
    const g = canvas.getContext('2d')!;
    const image = g.createImageData(3000, 2250);
    let seed = 7;
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const grain = seed % 90;
      const pixel = i / 4;
      image.data[i] = ((pixel % 3000) / 12 + grain) & 255;
      image.data[i + 1] = (pixel / 3000 / 9 + grain) & 255;
      image.data[i + 2] = (140 + grain) & 255;
      image.data[i + 3] = 255;
    }
    g.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

async function setCompression(enabled: boolean) {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: 'Demo#2026pass' }),
  });
  const { data } = (await login.json()) as {
    data: { token: string; user: { organization_id: string } };
  };
  const url = `${server.url}/api/organizations/${data.user.organization_id}/settings/documents`;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ compression_enabled: enabled }),
  });
  if (!response.ok) throw new Error(`settings: ${response.status} ${await response.text()}`);
}

/** Picked → every row Uploaded (acknowledged by the server), in ms; and the bytes sent. */
async function appUpload(p: Page, claimId: string, files: string[], compression: boolean) {
  await setCompression(compression);
  await p.goto(`/claims/${claimId}`);
  await p.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
  const switchLabel = compression ? 'on' : 'off';
  // The setting reaches the device through the change feed before the files are picked.
  await p.waitForTimeout(1500);
  const documents = p.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'Upload documents' }).click();
  const dialog = p.getByRole('dialog', { name: 'Upload documents' });
  const started = Date.now();
  await dialog.getByLabel('Choose files to upload').setInputFiles(files);
  await p.waitForFunction(
    (total) => document.querySelectorAll('[data-upload-state="done"]').length === total,
    files.length,
    { polling: 250, timeout: 1_800_000 },
  );
  const ms = Date.now() - started;
  const failed = await dialog
    .locator('[data-upload-state="refused"], [data-upload-state="failed"]')
    .count();
  await p.keyboard.press('Escape');
  return { ms, failed, label: `compression ${switchLabel}` };
}

/** The same photo POSTed `count` times by a plain script in the page, one after the other. */
async function plainUpload(p: Page, claimId: string, photo: Buffer, count: number) {
  const { token } = await apiSession(server.url);
  await p.evaluate((base64) => {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    window.benchPhoto = new Blob([bytes], { type: 'image/jpeg' });
  }, photo.toString('base64'));
  return p.evaluate(
    async ({ token, claimId, count }) => {
      const started = performance.now();
      for (let i = 0; i < count; i++) {
        const form = new FormData();
        form.append('claim_id', claimId);
        form.append('file', window.benchPhoto!, `plain-${i}.jpg`);
        await new Promise<void>((resolve, reject) => {
          const xhr = new XMLHttpRequest();
          xhr.open('POST', '/api/documents');
          xhr.setRequestHeader('authorization', `Bearer ${token}`);
          xhr.onload = () => (xhr.status === 201 ? resolve() : reject(new Error(`${xhr.status}`)));
          xhr.onerror = () => reject(new Error('network'));
          xhr.send(form);
        });
      }
      return performance.now() - started;
    },
    { token, claimId, count },
  );
}

try {
  await page.goto('/login');
  const photo = await makePhoto(page);
  const files: string[] = [];
  for (let i = 0; i < photos; i++) {
    const file = join(work, `IMG_${String(i + 1).padStart(4, '0')}.jpg`);
    await writeFile(file, photo);
    files.push(file);
  }
  await logIn(page, server.url);
  const claims = await apiList<{ id: string; status: string }>(server.url, 'claims');
  const target = claims.filter((c) => c.status !== 'Closed');
  const mb = (photo.length * photos) / 1024 / 1024;
  const lines = [
    `${photos} photos of ${(photo.length / 1024 / 1024).toFixed(2)} MB (${mb.toFixed(0)} MB), load before ${load()}`,
  ];
  const plain = await plainUpload(page, target[0]!.id, photo, photos);
  lines.push(
    `plain XHR POSTs, one after the other: ${(plain / 1000).toFixed(1)} s (${(mb / (plain / 1000)).toFixed(1)} MB/s)`,
  );
  for (const [i, compression] of [false, true].entries()) {
    const run = await appUpload(page, target[i + 1]!.id, files, compression);
    lines.push(
      `app upload, ${run.label}: ${(run.ms / 1000).toFixed(1)} s (${(run.ms / plain).toFixed(2)}× plain)${run.failed ? `, ${run.failed} failed` : ''}`,
    );
  }
  lines.push(`load after ${load()}`);
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await context.close();
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
