// Documents library benchmark (issue 14): /documents with 20,000 documents in the local database
// of real Chromium with an on-disk profile, timed from navigation start to the first rows painted;
// against, in the same run, a plain page given the same rows as the API's JSON (parse, sort newest
// first, write the first 40 rows of a <table>). Usage:
//   npx tsx bench/documents/library.ts [documents=20000] [runs=7]
// It builds the app (BENCH_DIST=<dir> reuses a build), seeds a fresh server data directory, syncs
// once as the manager, then measures.
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { documents } from '../../server/db/schema/documents';
import { seedDemoDataDir, organizationRowCount } from '../support/demo-data-dir';
import type { Page } from '@playwright/test';
import { percentile } from '../support/bench-table';
import { fmt, logIn, median, openBench } from '../support/harness';
import { timeReloads, watchFirstPainted } from '../support/paint-probes';

declare global {
  interface Window {
    loadDocuments?: (json: string) => Promise<number>;
  }
}

const total = Number(process.argv[2] ?? 20_000);
const runs = Number(process.argv[3] ?? 7);
const MANAGER = 'manager@example.com';
const NAMES = ['Roof photo', 'Estimate', 'Invoice', 'Moisture log', 'Contract', 'Receipt'];
const TYPES = [
  ['jpg', 'image/jpeg'],
  ['pdf', 'application/pdf'],
  ['txt', 'text/plain; charset=utf-8'],
  ['png', 'image/png'],
] as const;
const BATCH = 1000;

/**
 * The demo organization and `total` document rows spread over its claims and uploaders, straight
 * into the server's tables (20,000 uploads would time the upload, not the list). Rows only: the
 * library reads metadata, and storeDocuments is off by default, so no file is fetched.
 */
function seedDocuments(dataDir: string): Promise<number> {
  return seedDemoDataDir(dataDir, async ({ db, orgId, claimIds, userIds }) => {
    const staff = [...userIds.values()];
    const now = Date.now();
    for (let start = 0; start < total; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, j) => {
        const i = start + j;
        const [ext, mimeType] = TYPES[i % TYPES.length]!;
        return {
          id: randomUUID(),
          organizationId: orgId,
          claimId: claimIds[i % claimIds.length]!,
          name: `${NAMES[i % NAMES.length]} ${i + 1}.${ext}`,
          mimeType,
          size: 20_000 + ((i * 7919) % 4_000_000),
          storageKey: `${orgId}/${randomUUID()}`,
          isClientVisible: i % 5 === 0,
          uploadedBy: staff[i % staff.length]!,
          createdAt: new Date(now - ((i * 104_729) % (365 * 86_400_000))),
        };
      });
      await db.insert(documents).values(rows);
    }
    return organizationRowCount(db, documents, orgId);
  });
}

// The plain baseline: no framework, no local database, no decryption, no virtualization library.
const PLAIN_PAGE = `<!doctype html><html><body>
<table role="table"><tbody id="rows"></tbody></table>
<script>
window.loadDocuments = function (json) {
  var start = performance.now();
  var all = JSON.parse(json);
  all.sort(function (a, b) { return a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0; });
  var html = '';
  for (var i = 0; i < Math.min(40, all.length); i++) {
    var d = all[i];
    html += '<tr data-document-id="' + d.id + '"><td>' + d.name + '</td><td>' + d.mime_type +
      '</td><td>' + d.size + '</td><td>' + d.claim_id + '</td><td>' + d.created_at + '</td></tr>';
  }
  document.getElementById('rows').innerHTML = html;
  return new Promise(function (resolve) {
    requestAnimationFrame(function () { setTimeout(function () { resolve(performance.now() - start); }, 0); });
  });
};
</script></body></html>`;

/**
 * The time between frames while the list is scrolled `steps` times by 600 px, one step a frame
 * (each frame draws the rows that came into view), or with `steps` frames and no scrolling: the
 * display's own pace on this machine, the floor.
 */
function frameTimes(p: Page, steps: number, scroll: boolean): Promise<number[]> {
  return p.evaluate(
    async ({ steps, scroll }) => {
      let box = document.querySelector<HTMLElement>('[role="table"] [data-document-id]');
      while (box && box.scrollHeight <= box.clientHeight + 1) box = box.parentElement;
      const scroller = box ?? (document.scrollingElement as HTMLElement);
      // No named functions in here: the bundler would wrap them in a helper the page lacks.
      const times: number[] = [];
      let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      for (let i = 0; i < steps; i++) {
        if (scroll) scroller.scrollTop += 600;
        const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        times.push(now - last);
        last = now;
      }
      return times;
    },
    { steps, scroll },
  );
}

const frames = (times: number[]) =>
  `median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
  `max ${Math.max(...times).toFixed(0)} ms, ${times.filter((t) => t > 50).length} of ${times.length} over 50 ms`;

const bench = await openBench(
  'documents-library',
  seedDocuments,
  watchFirstPainted('[role="table"] [data-document-id]'),
);
const { seeded, server, page, context } = bench;

await bench.run(async () => {
  const loginStarted = await logIn(page, server.url, MANAGER);
  await page.goto('/documents');
  await expect(
    page.getByText(`${seeded.toLocaleString('en-US')} documents`, { exact: true }),
  ).toBeVisible({ timeout: 900_000 });
  const syncMs = Date.now() - loginStarted;
  const reload = await timeReloads(page, '/documents', runs);
  // Scrolling once every document is read (the whole read follows the first page).
  await expect(
    page.getByText(`${seeded.toLocaleString('en-US')} documents`, { exact: true }),
  ).toBeVisible({ timeout: 120_000 });
  const idle = await frameTimes(page, 120, false);
  const scrolled = await frameTimes(page, 240, true);

  // The same rows as the API sends them, handed to the plain page already downloaded.
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MANAGER, password: 'Demo#2026pass' }),
  });
  const { data } = (await login.json()) as {
    data: { token: string; user: { organization_id: string } };
  };
  const listed = await fetch(
    `${server.url}/api/organizations/${data.user.organization_id}/documents`,
    { headers: { authorization: `Bearer ${data.token}` } },
  );
  const json = JSON.stringify(((await listed.json()) as { data: unknown[] }).data);
  const plain = await context.newPage();
  const plainTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    await plain.setContent(PLAIN_PAGE);
    plainTimes.push(await plain.evaluate((rows) => window.loadDocuments!(rows), json));
  }
  return [
    `${seeded.toLocaleString('en-US')} documents; login to all synced and listed: ${(syncMs / 1000).toFixed(1)} s`,
    `/documents reload, navigation start to first rows painted: ${fmt(reload)}`,
    `plain page, JSON in memory to first 40 rows painted: ${fmt(plainTimes)}`,
    `ratio of medians: ${(median(reload) / median(plainTimes)).toFixed(1)}×`,
    `scrolling the list, 600 px a frame: ${frames(scrolled)}`,
    `the same page not scrolled (the display's pace): ${frames(idle)}`,
  ];
});
