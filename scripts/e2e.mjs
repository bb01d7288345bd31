// `npm run test:e2e`: build the web app, then run Playwright against the real server in
// Debian's Chromium. Extra arguments go to `playwright test` (e.g. a spec file or --grep).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.E2E_SKIP_BUILD !== '1') run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
