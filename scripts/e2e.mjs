// `npm run test:e2e`: build the web app, then run Playwright against the real server in Debian's
// Chromium. Every spec file gets its own freshly seeded server (playwright.config.ts makes a new
// DATA_DIR per run), so no file depends on what an earlier one changed. Arguments naming spec
// files run just those, in one run; other arguments (e.g. --reporter) go to every run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

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
const batches = named.length > 0 ? [named] : specFiles('e2e').map((file) => [file]);
const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

const failed = [];
batches.forEach((files, index) => {
  const env = { ...process.env };
  delete env.E2E_DATA_DIR;
  if (jsonOutput) env.PLAYWRIGHT_JSON_OUTPUT_NAME = jsonOutput.replace(/\.json$/, `-${index}.json`);
  // Each run empties its output folder: one folder per run keeps every failure's screenshot.
  // Runs on other ports (engineers testing side by side) keep folders of their own too.
  const port = process.env.E2E_PORT ? `port-${process.env.E2E_PORT}` : '';
  const output = join('test-results', port, batches.length > 1 ? `run-${index}` : '');
  const status = run('npx', ['playwright', 'test', ...files, '--output', output, ...options], env);
  if (status !== 0) failed.push(...files);
});
if (failed.length > 0) {
  console.error(`\nEnd-to-end failures in: ${failed.join(', ')}`);
  process.exit(1);
}
