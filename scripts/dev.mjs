// `npm run dev`: the API server (tsx watch, API_PORT, default 3001) and the Vite dev server
// (which proxies /api to it) together. Ctrl-C stops both; if either exits, the other is stopped.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, API_PORT: apiPort };

// Node runs the CLIs directly (no npx in between) so signals reach the real processes.
const bin = (path) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
const children = [
  spawn(
    process.execPath,
    [bin('tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'],
    {
      stdio: 'inherit',
      env: { ...env, PORT: apiPort },
    },
  ),
  spawn(process.execPath, [bin('vite/bin/vite.js')], { stdio: 'inherit', env }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 5_000);
  force.unref();
  Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) resolve();
          else child.once('exit', resolve);
        }),
    ),
  ).then(() => process.exit(code));
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
