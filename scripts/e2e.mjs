// `npm run test:e2e`: build the web app, then run Playwright against the real server in Debian's
// Chromium. Every spec file gets its own server on its own copy of one freshly seeded database,
// so no file depends on what an earlier one changed, and migrate + seed is paid once per run (a
// server on a copy starts in about half the time of a cold one). Arguments naming spec files run
// just those, in one run; other arguments (e.g. --reporter) go to every run.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { buildServerBundle } from './server-bundle.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}

function run(command, args, env = process.env) {
  return spawnSync(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' })
    .status;
}

function specFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return specFiles(path);
      return entry.name.endsWith('.spec.ts') ? [relative(process.cwd(), path)] : [];
    })
    .sort();
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  // DIST_DIR (also read by the server) lets parallel runs build into folders of their own.
  const outDir = process.env.DIST_DIR ? ['--outDir', process.env.DIST_DIR, '--emptyOutDir'] : [];
  const built = run('npx', ['vite', 'build', '--logLevel', 'warn', ...outDir]);
  if (built !== 0) process.exit(built ?? 1);
}

const args = process.argv.slice(2);
const named = args.filter((arg) => !arg.startsWith('-'));
const options = args.filter((arg) => arg.startsWith('-'));
// Longest first, so no lane is left running a long file alone at the end; a file's size is a fair
// guess at its running time (long flows are long files).
const bySizeDescending = (a, b) => statSync(b).size - statSync(a).size;
const batches =
  named.length > 0
    ? [named]
    : specFiles('e2e')
        .sort(bySizeDescending)
        .map((file) => [file]);
const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const portFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, () => probe.close(() => resolve(true)));
  });

// The lane's previous spec file may still be closing its server (PGlite flushing) when the next
// one starts on the same port: its server would exit at once on EADDRINUSE.
async function waitForFreePort(port) {
  for (let attempt = 0; attempt < 150 && !(await portFree(port)); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts the server once on an empty DATA_DIR (migrate + seed), then stops it cleanly. */
async function seededTemplate() {
  const dataDir = mkdtempSync(join(tmpdir(), 'claimsdesk-e2e-seed-'));
  const port = await freePort();
  const server = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('The server exited while seeding the e2e data');
    const up = await fetch(`http://127.0.0.1:${port}/api/ping`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('The server did not start to seed the e2e data');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGTERM');
  await exited;
  return dataDir;
}

// Every server of the run (the template's, each spec file's, those a spec starts itself) loads
// the bundle: E2E_SERVER_ENTRY is read by playwright.config.ts and e2e/support/own-server.ts.
const serverEntry = resolve(await buildServerBundle());
process.env.E2E_SERVER_ENTRY = serverEntry;
const template = await seededTemplate();
/** The output of every failed run, printed again at the end where a CI log's tail shows it. */
const failureOutput = [];
/** Runs one spec batch; with several lanes its output is printed whole when it ends. */
async function runBatch(files, index, lane) {
  const env = { ...process.env };
  const copy = mkdtempSync(join(tmpdir(), 'claimsdesk-e2e-'));
  cpSync(template, copy, { recursive: true });
  env.E2E_DATA_DIR = copy;
  env.E2E_PORT = String(basePort + lane * 100);
  // claim-server-restart.spec.ts starts its own server 50 above the lane's.
  await Promise.all([
    waitForFreePort(basePort + lane * 100),
    waitForFreePort(basePort + lane * 100 + 50),
  ]);
  if (jsonOutput) env.PLAYWRIGHT_JSON_OUTPUT_NAME = jsonOutput.replace(/\.json$/, `-${index}.json`);
  // Each run empties its output folder: one folder per run keeps every failure's screenshot.
  // Runs on other ports (engineers testing side by side) keep folders of their own too.
  const port = process.env.E2E_PORT ? `port-${process.env.E2E_PORT}` : '';
  const output = join('test-results', port, batches.length > 1 ? `run-${index}` : '');
  const args = ['playwright', 'test', ...files, '--output', output, ...options];
  return new Promise((resolve) => {
    const stdio = lanes > 1 ? 'pipe' : 'inherit';
    const child = spawn('npx', args, { env, stdio, shell: process.platform === 'win32' });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (status) => {
      if (chunks.length > 0) process.stdout.write(Buffer.concat(chunks));
      if (status !== 0 && chunks.length > 0) failureOutput.push(Buffer.concat(chunks).toString());
      rmSync(copy, { recursive: true, force: true });
      resolve(status);
    });
  });
}

// Spec files run in lanes side by side (E2E_LANES, default 2), each lane on its own port. Two, not
// three: on a 2-core machine three lanes kept the load near 17-20 with no idle CPU, so a third lane
// bought no throughput and stretched every step until first syncs and offline flows hit their
// timeouts (a clean-clone CI of 2026-11-27: five spec files failed both tries that way).
const lanes = Math.max(1, Math.min(Number(process.env.E2E_LANES ?? 2), batches.length));
const basePort = Number(process.env.E2E_PORT ?? 3100);
const failed = [];
let next = 0;
await Promise.all(
  Array.from({ length: lanes }, async (_, lane) => {
    while (next < batches.length) {
      const index = next++;
      const status = await runBatch(batches[index], index, lane);
      if (status !== 0) failed.push(...batches[index]);
    }
  }),
);
rmSync(template, { recursive: true, force: true });
rmSync(serverEntry, { force: true });
if (failed.length > 0) {
  const tail = (text) => text.trimEnd().split('\n').slice(-120).join('\n');
  for (const output of failureOutput) console.error(`\n== A failed run, again ==\n${tail(output)}`);
  console.error(`\nEnd-to-end failures in: ${failed.join(', ')}`);
  process.exit(1);
}
