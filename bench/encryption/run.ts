// Encryption-at-rest benchmark in real Chromium with an on-disk profile (the default Playwright
// context keeps IndexedDB in memory and flatters every number).
// Usage: npx tsx bench/encryption/run.ts [--claims 10000] [--runs 11]
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { formatTable, type Timings } from './report';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { printRows } from '../support/bench-rows';

const { values: sizes } = parseArgs({
  options: {
    claims: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '11' },
  },
});

const workDir = await mkdtemp(join(tmpdir(), 'bench-encryption-'));
const bundlePath = join(workDir, 'bench.js');
await build({
  entryPoints: [new URL('./bench-page.ts', import.meta.url).pathname],
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  outfile: bundlePath,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const html = '<!doctype html><meta charset="utf-8"><script type="module" src="/bench.js"></script>';
const server = createServer(async (req, res) => {
  const isBundle = req.url === '/bench.js';
  res.writeHead(200, { 'content-type': isBundle ? 'text/javascript' : 'text/html' });
  res.end(isBundle ? await readFile(bundlePath) : html);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const context = await chromium.launchPersistentContext(join(workDir, 'profile'), {
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`http://127.0.0.1:${port}/?claims=${sizes.claims}&runs=${sizes.runs}`);
  await page.waitForFunction(
    () => {
      const w = window as unknown as { benchResult?: unknown; benchError?: unknown };
      return w.benchResult !== undefined || w.benchError !== undefined;
    },
    undefined,
    { timeout: 30 * 60_000, polling: 1000 },
  );
  const outcome = await page.evaluate(() => {
    const w = window as unknown as { benchResult?: unknown; benchError?: string };
    return { result: w.benchResult, error: w.benchError };
  });
  if (outcome.error) throw new Error(outcome.error);
  const { timings, userAgent } = outcome.result as { timings: Timings; userAgent: string };
  console.log(userAgent);
  console.log(formatTable(timings));
  printRows(
    Object.entries(timings).map(([scenario, { plain, encrypted }]) => ({
      // "read all 10,000" → encryption/read-all: the id does not change with the sizes.
      id: `encryption/${scenario
        .replace(/[\d,]+/g, ' ')
        .trim()
        .split(/\s+/)
        .join('-')}`,
      label: `encryption: ${scenario}`,
      unit: 'ms',
      samples: encrypted,
      baseline: { label: 'plain RxDB/Dexie', samples: plain },
    })),
  );
} finally {
  await context.close();
  server.close();
  await rm(workDir, { recursive: true, force: true });
}
